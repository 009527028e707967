#include "ringcore/systems/varnish/varnishshard.h"
#include "ringcore/rings/repeatedaddress.h"

#include <QCoreApplication>
#include <QCryptographicHash>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace ringcore {

namespace {

/// The context lupdate files this file's messages under (translations/*.ts).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(VarnishShard)
};

QString hex32(uint64_t v)
{
    return QStringLiteral("0x%1").arg(v, 8, 16, QLatin1Char('0'));
}

struct Generated
{
    uint32_t point;
    int host;
    int replica;
};

// Points a backend gets: (uint32_t)(replicas × weight), capped at UINT32_MAX
// (shardcfg_apply_change), then at (UINT32_MAX - 1) / backends (shardcfg_hashcircle).
uint32_t replicasOf(double replicas, int weight, int backends)
{
    const double r = replicas * double(weight);
    const uint32_t b = r > double(std::numeric_limits<uint32_t>::max()) ? std::numeric_limits<uint32_t>::max()
                                                                        : uint32_t(r);
    const uint32_t rmax = (std::numeric_limits<uint32_t>::max() - 1) / uint32_t(backends);
    return std::min(b, rmax);
}

} // namespace

VarnishShard::VarnishShard(ServerList servers, AlgorithmOptions options)
    : Algorithm(std::move(servers), std::move(options))
{
    const AlgorithmInfo meta = info();
    const QString by = AlgorithmRegistry::text(meta, this->options(), QStringLiteral("by"));
    m_by = by == QLatin1String("URL") ? By::Url : by == QLatin1String("KEY") ? By::Key
         : by == QLatin1String("BLOB") ? By::Blob : By::Hash;
    const QString healthy = AlgorithmRegistry::text(meta, this->options(), QStringLiteral("healthy"));
    m_healthy = healthy == QLatin1String("IGNORE") ? Healthy::Ignore
              : healthy == QLatin1String("ALL")    ? Healthy::All
                                                   : Healthy::Chosen;
    m_alt = int(AlgorithmRegistry::number(meta, this->options(), QStringLiteral("alt")));
    m_warmup = AlgorithmRegistry::number(meta, this->options(), QStringLiteral("warmup"));
    m_host_header = AlgorithmRegistry::text(meta, this->options(), QStringLiteral("host")).toUtf8();
    build();
}

QString VarnishShard::name() const
{
    return QStringLiteral("varnish-shard");
}

uint32_t VarnishShard::hashStrands32(std::initializer_list<QByteArrayView> strands)
{
    QCryptographicHash sha(QCryptographicHash::Sha256);
    for (QByteArrayView s : strands)
        if (!s.isEmpty())
            sha.addData(s);
    const QByteArray d = sha.result();
    const auto b = [&d](int i) { return uint32_t(uint8_t(d.at(i))); };
    return b(28) | (b(29) << 8) | (b(30) << 16) | (b(31) << 24); // vle32dec(sha256 + 28)
}

uint32_t VarnishShard::digestKey(QByteArrayView url, QByteArrayView host)
{
    // hash_data(req.url); hash_data(req.http.host): each string, then one NUL separator byte.
    QCryptographicHash sha(QCryptographicHash::Sha256);
    sha.addData(url);
    sha.addData(QByteArrayView("\0", 1));
    sha.addData(host);
    sha.addData(QByteArrayView("\0", 1));
    const QByteArray d = sha.result();
    return blobKey(QByteArrayView(d).first(4)); // vbe32dec(bo->digest)
}

uint32_t VarnishShard::blobKey(QByteArrayView blob)
{
    uint8_t k[4] = {0, 0, 0, 0};
    const qsizetype offset = blob.size() >= 4 ? 0 : 4 - blob.size();
    for (qsizetype i = 0; offset + i < 4; ++i)
        k[offset + i] = uint8_t(blob.at(i));
    return (uint32_t(k[0]) << 24) | (uint32_t(k[1]) << 16) | (uint32_t(k[2]) << 8) | uint32_t(k[3]);
}

void VarnishShard::build()
{
    const ServerList &list = servers();
    const double replicas = AlgorithmRegistry::number(info(), options(), QStringLiteral("replicas"));
    std::vector<Generated> all;
    for (int h = 0; h < list.size(); ++h) {
        // add_backend(be, ident=…): the hash name when given, else the address (as the live check's
        // VCL writes ident="127.0.0.1:PORT").
        const QByteArray ident = list.at(h).nameOrAddress().toUtf8();
        const uint32_t r = replicasOf(replicas, list.at(h).weight, int(list.size()));
        for (uint32_t j = 0; j < r; ++j)
            all.push_back(Generated{hashStrands32({ident, QByteArray::number(j)}), h, int(j)});
    }
    // glibc's qsort is a merge sort for arrays this size: stable, so equal points keep the
    // order in which they were generated (backend order).
    std::stable_sort(all.begin(), all.end(), [](const Generated &a, const Generated &b) { return a.point < b.point; });
    m_points.reserve(all.size());
    for (const Generated &g : all) {
        m_points.push_back(g.point);
        m_host.push_back(g.host);
        m_replica.push_back(g.replica);
    }
    m_chosen.resize(m_points.size());
    m_warm.resize(m_points.size());
    for (size_t i = 0; i < m_points.size(); ++i)
        m_chosen[i] = pick(i, &m_warm[i]);
}

size_t VarnishShard::lookup(uint32_t key) const
{
    // shard_lookup(), step for step: the binary search's answers on duplicates and above the
    // last point are part of what Varnish does.
    const uint32_t n = uint32_t(m_points.size());
    uint32_t idx = std::numeric_limits<uint32_t>::max(), high = n, low = 0;
    do {
        const uint32_t i = (high + low) / 2;
        if (m_points[i] == key)
            idx = i;
        else if (i == n - 1)
            idx = n - 1;
        else if (m_points[i] < key && m_points[i + 1] >= key)
            idx = i + 1;
        else if (m_points[i] > key) {
            if (i == 0)
                idx = 0;
            else
                high = i;
        } else
            low = i;
    } while (idx == std::numeric_limits<uint32_t>::max());
    return idx;
}

int VarnishShard::pick(size_t start, int *warmupAlternative, QStringList *trace) const
{
    // sharddir_pick_be_locked() and shard_next() with the health of each backend fixed.
    const ServerList &list = servers();
    const size_t n = m_points.size();
    const int backends = int(list.size());
    std::vector<char> picked(size_t(backends), 0);
    int pickcount = 0;
    int previous = -1, last = -1;
    size_t idx = start;
    auto next = [&](int skip, bool healthyOnly) {
        if (pickcount >= backends)
            return -1;
        int chosen = -1;
        while (pickcount < backends && skip >= 0) {
            const int c = m_host[idx];
            if (!picked[size_t(c)]) {
                picked[size_t(c)] = 1;
                ++pickcount;
                const bool up = !list.at(c).down;
                bool toLast = false, toPrevious = false;
                if (up) {
                    if (skip-- == 0) {
                        chosen = c;
                        toLast = true;
                    } else
                        toPrevious = true;
                } else if (!healthyOnly && skip-- == 0) {
                    chosen = c;
                    toLast = true;
                }
                if (trace && !up && healthyOnly)
                    *trace << Tr::tr("%1 is unhealthy: the walk goes on").arg(list.at(c).address);
                if (trace && up && toPrevious)
                    *trace << Tr::tr("%1 is skipped for alt").arg(list.at(c).address);
                if (toLast && last != -1)
                    previous = last;
                if (toLast)
                    last = c;
                if (toPrevious)
                    previous = c;
                if (chosen != -1)
                    break;
            }
            if (++idx == n)
                idx = 0;
        }
        return chosen;
    };
    if (warmupAlternative)
        *warmupAlternative = -1;
    if (m_alt > 0 && next(m_alt - 1, m_healthy == Healthy::All) == -1)
        return previous;
    if (next(0, m_healthy != Healthy::Ignore) == -1)
        return previous;
    const int chosen = last;
    if (m_alt > 0 || m_healthy == Healthy::Ignore || m_warmup == 0)
        return chosen;
    const int alternative = next(0, true);
    if (warmupAlternative)
        *warmupAlternative = alternative;
    return chosen;
}

uint64_t VarnishShard::hashKey(QByteArrayView key) const
{
    switch (m_by) {
    case By::Hash:
        return digestKey(key, m_host_header);
    case By::Blob:
        return blobKey(key);
    case By::Url:
    case By::Key:
        break;
    }
    return hashStrands32({key});
}

int VarnishShard::routeHash(uint64_t hash) const
{
    if (m_points.empty())
        return -1;
    const size_t i = lookup(uint32_t(hash));
    if (m_warm[i] >= 0 && m_warmup > 0)
        return m_warmup >= 1 ? m_warm[i] : Unpredictable; // random() > 1 never holds
    return m_chosen[i];
}

std::vector<OwnedInterval> VarnishShard::intervals() const
{
    // Keys strictly between two distinct point values start at the first point of the upper
    // value's run; a key equal to a point value starts wherever shard_lookup() lands; keys above
    // the last value start at the last point.
    std::vector<OwnedInterval> out;
    auto add = [&out](uint64_t begin, int server) {
        if (!out.empty() && out.back().server == server)
            return;
        if (!out.empty() && out.back().begin == begin)
            out.pop_back();
        if (!out.empty() && out.back().server == server)
            return;
        out.push_back(OwnedInterval{begin, server});
    };
    const size_t n = m_points.size();
    if (n == 0)
        return out;
    auto owner = [this](size_t i) {
        if (m_warm[i] >= 0 && m_warmup > 0)
            return m_warmup >= 1 ? m_warm[i] : Unpredictable;
        return m_chosen[i];
    };
    uint64_t begin = 0;
    for (size_t i = 0; i < n; ++i) {
        if (i > 0 && m_points[i] == m_points[i - 1])
            continue;
        const uint64_t v = m_points[i];
        if (v > begin)
            add(begin, owner(i));
        add(v, owner(lookup(uint32_t(v))));
        begin = v + 1;
    }
    if (begin <= std::numeric_limits<uint32_t>::max())
        add(begin, owner(lookup(std::numeric_limits<uint32_t>::max())));
    return out;
}

std::vector<double> VarnishShard::shares() const
{
    const ServerList &list = servers();
    std::vector<double> out(size_t(list.size()), 0.0);
    const std::vector<OwnedInterval> iv = intervals();
    const double space = 4294967296.0;
    for (size_t k = 0; k < iv.size(); ++k) {
        const uint64_t end = k + 1 < iv.size() ? iv[k + 1].begin : (uint64_t(1) << 32);
        const double arc = double(end - iv[k].begin) / space;
        const int s = iv[k].server;
        if (s >= 0) {
            out[size_t(s)] += arc;
        } else if (s == Unpredictable) {
            // warmup: the chosen backend keeps 1 - warmup of the arc, the next healthy one the rest.
            const size_t i = lookup(uint32_t(iv[k].begin));
            out[size_t(m_chosen[i])] += arc * (1 - m_warmup);
            out[size_t(m_warm[i])] += arc * m_warmup;
        }
    }
    return out;
}

std::vector<RingPoint> VarnishShard::points() const
{
    std::vector<RingPoint> out;
    out.reserve(m_points.size());
    for (size_t i = 0; i < m_points.size(); ++i)
        out.push_back(RingPoint{m_points[i], m_host[i], m_replica[i]});
    return out;
}

QStringList VarnishShard::explainRoute(uint64_t hash) const
{
    QStringList lines;
    if (m_points.empty())
        return lines;
    const size_t i = lookup(uint32_t(hash));
    if (hash > m_points.back())
        lines << Tr::tr("key %1 is above the last point %2: Varnish 7.1 starts at that last point (%3), not at the first")
                     .arg(hex32(hash), hex32(m_points.back()), servers().at(m_host[i]).address);
    else
        lines << Tr::tr("key %1: first point at or above it is %2 (%3, replica %4)")
                     .arg(hex32(hash), hex32(m_points[i]), servers().at(m_host[i]).address)
                     .arg(m_replica[i]);
    int warm = -1;
    const int chosen = pick(i, &warm, &lines);
    if (chosen < 0)
        lines << Tr::tr("no healthy backend: Varnish returns none (503)");
    else if (warm >= 0 && m_warmup > 0)
        lines << Tr::tr("warmup %1: %2 of the requests go to %3, the rest to %4")
                     .arg(m_warmup)
                     .arg(m_warmup)
                     .arg(servers().at(warm).address, servers().at(chosen).address);
    else
        lines << Tr::tr("chosen: %1").arg(servers().at(chosen).address);
    return lines;
}

AlgorithmInfo VarnishShard::info()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("varnish-shard");
    info.trContext = "ringcore::VarnishShard";
    info.displayName = QCoreApplication::translate("ringcore::VarnishShard", "Varnish shard director (7.1)");
    info.description = QCoreApplication::translate("ringcore::VarnishShard",
        "Varnish 7.1 vmod_directors shard(): replicas × weight SHA-256 points per backend, the first point "
        "at or above the key (the last point for keys above it), unhealthy backends skipped along the ring.");
    info.minWeight = 1;
    info.maxWeight = std::numeric_limits<int>::max();
    info.options = {
        OptionSpec{QStringLiteral("replicas"),
                   QCoreApplication::translate("ringcore::VarnishShard", "Points per unit of weight (reconfigure(replicas=…))"),
                   QString::number(DefaultReplicas), 1, 10000000, {}, true},
        OptionSpec{QStringLiteral("by"),
                   QCoreApplication::translate("ringcore::VarnishShard", "Shard key: HASH (object digest of URL and Host, "
                                                         "backend side), URL, KEY (vd.key(text)) or BLOB"),
                   QStringLiteral("HASH"), 0, 0,
                   {QStringLiteral("HASH"), QStringLiteral("URL"), QStringLiteral("KEY"), QStringLiteral("BLOB")}, true},
        OptionSpec{QStringLiteral("host"),
                   QCoreApplication::translate("ringcore::VarnishShard", "Host header hashed with the URL when by=HASH"),
                   QStringLiteral("127.0.0.1"), 0, 0, {}, true, true},
        OptionSpec{QStringLiteral("alt"),
                   QCoreApplication::translate("ringcore::VarnishShard", "Take the alt-th alternative backend (0: the first)"),
                   QStringLiteral("0"), 0, std::numeric_limits<int>::max(), {}, true},
        OptionSpec{QStringLiteral("healthy"),
                   QCoreApplication::translate("ringcore::VarnishShard", "Health rule: CHOSEN, IGNORE or ALL"),
                   QStringLiteral("CHOSEN"), 0, 0,
                   {QStringLiteral("CHOSEN"), QStringLiteral("IGNORE"), QStringLiteral("ALL")}, true},
        OptionSpec{QStringLiteral("warmup"),
                   QCoreApplication::translate("ringcore::VarnishShard", "Share of requests sent to the next healthy backend "
                                                         "(0 off, 1 always; between is random)"),
                   QStringLiteral("0"), 0, 1, {}, false},
    };
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &options) {
        double replicas = DefaultReplicas;
        if (options.contains(QStringLiteral("replicas")))
            replicas = options.value(QStringLiteral("replicas")).toDouble();
        double weight = 0;
        for (const Server &s : servers)
            weight += std::max(0, s.weight);
        // Generation record (12 bytes) and the four kept arrays (20 bytes) per point.
        return replicas * weight * 32.0;
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options,
                     QString *error) -> std::unique_ptr<Algorithm> {
        if (const Server *repeated = firstRepeatedIdentity(servers)) {
            if (error)
                *error = Tr::tr("servers: %1 is listed twice; Varnish skips a second add_backend() with the "
                            "same ident (\"already exists - skipping\"), so list each server once")
                             .arg(repeated->nameOrAddress());
            return nullptr;
        }
        const int alt = options.value(QStringLiteral("alt"), QStringLiteral("0")).toInt();
        if (alt > servers.size() - 1) {
            if (error)
                *error = Tr::tr("option alt: %1 is above %2, the number of backends minus one; Varnish would "
                            "limit it to %2 with an error in its log")
                             .arg(alt)
                             .arg(servers.size() - 1);
            return nullptr;
        }
        return std::make_unique<VarnishShard>(servers, options);
    };
    info.spreadMarkers = {SpreadMarker{QT_TRANSLATE_NOOP("SpreadMarker", "Varnish shard (%1)"), {}, 1}};
    return info;
}

RINGCORE_REGISTER_ALGORITHM(56, VarnishShard::info())

} // namespace ringcore
