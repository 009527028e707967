#include "ringcore/systems/haproxy/haproxyring.h"

#include "ringcore/hash/crc32.h"
#include "ringcore/systems/haproxy/haproxyhash.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>
#include <set>

namespace ringcore {

namespace {

constexpr uint64_t kSpace = uint64_t(1) << 32;

const QString kWhole = QStringLiteral("uri-whole");
const QString kPathOnly = QStringLiteral("path-only");
const QString kLen = QStringLiteral("uri-len");
const QString kDepth = QStringLiteral("uri-depth");
const QString kFunction = QStringLiteral("hash-function");

QStringList functionChoices()
{
    return {QStringLiteral("sdbm avalanche"), QStringLiteral("sdbm"),  QStringLiteral("djb2"),
            QStringLiteral("djb2 avalanche"), QStringLiteral("wt6"),   QStringLiteral("wt6 avalanche"),
            QStringLiteral("crc32"),          QStringLiteral("crc32 avalanche")};
}

std::vector<int> noIds(qsizetype count)
{
    return std::vector<int>(size_t(count), 0);
}

bool usable(const Server &s)
{
    return !s.down && s.weight > 0;
}

} // namespace

HaproxyRing::HaproxyRing(ServerList servers, AlgorithmOptions options)
    : HaproxyRing(servers, noIds(servers.size()), std::move(options))
{
}

HaproxyRing::HaproxyRing(ServerList servers, std::vector<int> explicitIds, AlgorithmOptions options)
    : Algorithm(std::move(servers), std::move(options))
{
    explicitIds.resize(size_t(this->servers().size()), 0);
    m_puids = assignPuids(explicitIds);
    m_hashing = keyHashing(this->options());
    build();
}

QString HaproxyRing::name() const
{
    return QStringLiteral("haproxy");
}

std::vector<uint32_t> HaproxyRing::assignPuids(const std::vector<int> &explicitIds)
{
    // cfgparse.c: explicit ids are in the used-id tree from parsing; then, in config order,
    // next_id = get_next_id(used, next_id) for servers without one, and next_id++ after
    // every server (with or without an explicit id).
    std::set<uint32_t> used;
    for (int id : explicitIds)
        if (id > 0)
            used.insert(uint32_t(id));
    std::vector<uint32_t> out(explicitIds.size());
    uint32_t next = 1;
    for (size_t i = 0; i < explicitIds.size(); ++i) {
        if (explicitIds[i] > 0) {
            out[i] = uint32_t(explicitIds[i]);
        } else {
            while (used.count(next))
                ++next;
            out[i] = next;
            used.insert(next);
        }
        ++next;
    }
    return out;
}

QString HaproxyRing::validateIds(const std::vector<int> &explicitIds, int serverCount)
{
    if (int(explicitIds.size()) != serverCount)
        return tr("ids: %1 ids given for %2 servers").arg(explicitIds.size()).arg(serverCount);
    std::set<int> seen;
    for (size_t i = 0; i < explicitIds.size(); ++i) {
        const int id = explicitIds[i];
        if (id < 0)
            return tr("ids: server %1 has id %2; HAProxy ids are positive integers").arg(i + 1).arg(id);
        if (id > 0 && !seen.insert(id).second)
            return tr("ids: id %1 is used by two servers; HAProxy requires distinct ids").arg(id);
    }
    return {};
}

QByteArrayView HaproxyRing::hashedPart(QByteArrayView uri, const KeyHashing &hashing)
{
    if (hashing.pathOnly) {
        // http_parse_path(): origin form is the path; "*" and "" have none; absolute form
        // drops "scheme://authority"; anything else (authority form) has no path.
        if (uri.isEmpty() || uri.at(0) == '*')
            return {};
        if (uri.at(0) != '/') {
            const auto isAlpha = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
            const auto isAlnum = [&](char c) { return isAlpha(c) || (c >= '0' && c <= '9'); };
            qsizetype p = 0;
            if (!isAlpha(uri.at(0)))
                return {};
            ++p;
            while (p < uri.size() && (isAlnum(uri.at(p)) || uri.at(p) == '+' || uri.at(p) == '-' || uri.at(p) == '.'))
                ++p;
            if (p + 3 > uri.size() || uri.at(p) != ':' || uri.at(p + 1) != '/' || uri.at(p + 2) != '/')
                return {};
            p += 3;
            while (p < uri.size() && uri.at(p) != '/')
                ++p;
            uri = uri.sliced(p);
        }
    }
    // get_server_uh()
    qsizetype length = uri.size();
    if (hashing.len > 0)
        length = std::min<qsizetype>(length, hashing.len);
    const int endSlash = hashing.depth > 0 ? hashing.depth + 1 : 0; // arg_opt3
    int slashes = 0;
    qsizetype end = 0;
    for (; end < length; ++end) {
        const char c = uri.at(end);
        if (c == '/') {
            if (++slashes == endSlash)
                break;
        } else if (c == '?' && !hashing.whole) {
            break;
        }
    }
    return uri.first(end);
}

uint32_t HaproxyRing::hashUri(QByteArrayView uri, const KeyHashing &hashing)
{
    const QByteArrayView part = hashedPart(uri, hashing);
    uint32_t hash = 0;
    switch (hashing.function) {
    case HashFunction::Sdbm: hash = HaproxyHash::sdbm(part); break;
    case HashFunction::Djb2: hash = HaproxyHash::djb2(part); break;
    case HashFunction::Wt6: hash = HaproxyHash::wt6(part); break;
    case HashFunction::Crc32: hash = Crc32::of(part); break;
    }
    return hashing.avalanche ? HaproxyHash::fullHash(hash) : hash;
}

HaproxyRing::KeyHashing HaproxyRing::keyHashing(const AlgorithmOptions &options)
{
    KeyHashing h;
    h.whole = options.value(kWhole) == QLatin1String("1");
    h.pathOnly = options.value(kPathOnly) == QLatin1String("1");
    h.len = std::max(0, options.value(kLen).toInt());
    h.depth = std::max(0, options.value(kDepth).toInt());
    const QString fn = options.value(kFunction, QStringLiteral("sdbm avalanche"));
    h.avalanche = fn.endsWith(QLatin1String(" avalanche"));
    if (fn.startsWith(QLatin1String("djb2")))
        h.function = HashFunction::Djb2;
    else if (fn.startsWith(QLatin1String("wt6")))
        h.function = HashFunction::Wt6;
    else if (fn.startsWith(QLatin1String("crc32")))
        h.function = HashFunction::Crc32;
    else
        h.function = HashFunction::Sdbm;
    return h;
}

void HaproxyRing::build()
{
    const ServerList &list = servers();
    // Every node as (key << 32 | its number in insertion order): sorting these 8-byte values is
    // the stable sort by key (ebtree keeps duplicates in insertion order) done in place, with no
    // buffer; the number gives back the server and i. Peak: 8 bytes per node here plus the 12
    // kept below (info() estimates it).
    std::vector<int64_t> firstOf(size_t(list.size()) + 1, 0);
    for (int s = 0; s < list.size(); ++s)
        firstOf[size_t(s) + 1] = firstOf[size_t(s)] + (usable(list.at(s)) ? int64_t(list.at(s).weight) * WeightScale : 0);
    std::vector<uint64_t> nodes;
    nodes.reserve(size_t(firstOf.back()));
    // chash_init_server_tree(): servers in config order, nodes 0 … 16w-1; puid × 4096 + i is
    // unsigned int arithmetic and wraps like it.
    for (int s = 0; s < list.size(); ++s) {
        if (!usable(list.at(s)))
            continue;
        ++m_usable;
        const int count = list.at(s).weight * WeightScale;
        const uint64_t first = uint64_t(firstOf[size_t(s)]);
        for (int i = 0; i < count; ++i)
            nodes.push_back(uint64_t(HaproxyHash::fullHash(m_puids[size_t(s)] * PuidStride + uint32_t(i))) << 32
                            | (first + uint64_t(i)));
    }
    std::sort(nodes.begin(), nodes.end());
    m_keys.reserve(nodes.size());
    m_server.reserve(nodes.size());
    m_index.reserve(nodes.size());
    for (const uint64_t n : nodes) {
        const int64_t number = int64_t(n & 0xffffffffu);
        // The server whose range holds the number (servers that are not usable have empty ranges).
        const size_t s = size_t(std::upper_bound(firstOf.begin(), firstOf.end(), number) - firstOf.begin()) - 1;
        m_keys.push_back(uint32_t(n >> 32));
        m_server.push_back(int(s));
        m_index.push_back(int(number - firstOf[s]));
    }
    std::vector<uint64_t>().swap(nodes);
    m_search.build(m_keys);
}

uint64_t HaproxyRing::hashKey(QByteArrayView key) const
{
    if (m_usable == 1)
        return 0; // "we won't hash if there's only one server left"
    return hashUri(key, m_hashing);
}

int HaproxyRing::routeHash(uint64_t hash64) const
{
    const size_t n = m_keys.size();
    if (n == 0)
        return -1;
    const uint32_t hash = uint32_t(hash64);
    // eb32_lookup_ge (first of equal keys), else the first node; prev wraps to the last.
    const size_t next = m_search.successorWrapped(hash); // = std::lower_bound, wrapped
    const size_t prev = next == 0 ? n - 1 : next - 1;
    const uint32_t dp = hash - m_keys[prev];
    const uint32_t dn = m_keys[next] - hash;
    // Pick the index first so the compiler can select it without a branch (dp <= dn is a
    // coin flip for random keys).
    const size_t nearest = dp <= dn ? prev : next;
    return m_server[nearest];
}

std::vector<OwnedInterval> HaproxyRing::intervals() const
{
    const size_t n = m_keys.size();
    if (n == 0)
        return {OwnedInterval{0, -1}};
    struct Event
    {
        uint64_t begin;
        int order;
        int server;
    };
    std::vector<Event> events;
    events.reserve(2 * n);
    if (m_keys.front() == m_keys.back()) {
        // One distinct key K: d = hash - K; d in [0, 2^31] → last inserted (dp = 0 <= dn = 0
        // at d = 0), d in (2^31, 2^32) → first inserted.
        const uint64_t k = m_keys.front();
        events.push_back(Event{k, 0, m_server[n - 1]});
        events.push_back(Event{(k + (kSpace >> 1) + 1) % kSpace, 1, m_server[0]});
    } else {
        // Between consecutive keys a < b (b unwrapped past 2^32 for the last gap), hashes in
        // (a, a + floor((b - a) / 2)] go to the previous node (dp <= dn), the rest of (a, b]
        // to the next one.
        for (size_t k = 0; k < n; ++k) {
            const size_t p = k == 0 ? n - 1 : k - 1;
            const uint64_t a = m_keys[p];
            const uint64_t b = k == 0 ? uint64_t(m_keys[k]) + kSpace : uint64_t(m_keys[k]);
            if (b == a)
                continue;
            const uint64_t mid = a + (b - a) / 2;
            events.push_back(Event{(a + 1) % kSpace, 0, m_server[p]});
            events.push_back(Event{(mid + 1) % kSpace, 1, m_server[k]});
        }
    }
    std::sort(events.begin(), events.end(), [](const Event &x, const Event &y) {
        return x.begin != y.begin ? x.begin < y.begin : x.order < y.order;
    });
    std::vector<OwnedInterval> out;
    out.push_back(OwnedInterval{0, routeHash(0)});
    for (size_t i = 0; i < events.size(); ++i) {
        const Event &e = events[i];
        if (e.begin == 0)
            continue;
        if (i + 1 < events.size() && events[i + 1].begin == e.begin)
            continue; // an empty half-gap: the later event owns this begin
        if (out.back().server == e.server)
            continue;
        out.push_back(OwnedInterval{e.begin, e.server});
    }
    return out;
}

std::vector<double> HaproxyRing::shares() const
{
    // The arcs of intervals(), summed without building them (its events take 32 bytes a point,
    // 512 MB on a 16 M-point ring): between consecutive keys a < b, (a, a + floor((b - a) / 2)]
    // goes to the node at a and the rest of (a, b] to the node at b.
    std::vector<double> out(size_t(servers().size()), 0.0);
    std::vector<uint64_t> sums(out.size(), 0);
    const size_t n = m_keys.size();
    if (n == 0)
        return out;
    if (m_keys.front() == m_keys.back()) {
        // One distinct key K: [K, K + 2^31] → last inserted node, the rest → first inserted.
        sums[size_t(m_server[n - 1])] += (kSpace >> 1) + 1;
        sums[size_t(m_server[0])] += (kSpace >> 1) - 1;
    } else {
        for (size_t k = 0; k < n; ++k) {
            const size_t p = k == 0 ? n - 1 : k - 1;
            const uint64_t a = m_keys[p];
            const uint64_t b = k == 0 ? uint64_t(m_keys[k]) + kSpace : uint64_t(m_keys[k]);
            const uint64_t half = (b - a) / 2;
            sums[size_t(m_server[p])] += half;
            sums[size_t(m_server[k])] += b - a - half;
        }
    }
    for (size_t s = 0; s < out.size(); ++s)
        out[s] = double(sums[s]) / double(kSpace);
    return out;
}

size_t HaproxyRing::memoryBytes() const
{
    // lb_nodes is calloc'ed for every server, disabled ones included: uweight × 16 tree_occ.
    size_t nodes = 0;
    for (const Server &s : servers())
        nodes += size_t(std::max(0, s.weight)) * WeightScale;
    return nodes * BytesPerPoint;
}

void HaproxyRing::forEachPoint(const std::function<void(const RingPoint &)> &visit) const
{
    for (size_t i = 0; i < m_keys.size(); ++i)
        visit(RingPoint{m_keys[i], m_server[i], m_index[i]});
}

std::vector<int> HaproxyRing::mapBasedTable(const ServerList &servers)
{
    // init_server_map(): GCD of the user weights, starting at the first non-zero one.
    int gcd = 1;
    qsizetype first = 0;
    while (first < servers.size() && servers.at(first).weight == 0)
        ++first;
    if (first < servers.size()) {
        gcd = servers.at(first).weight;
        for (qsizetype i = first + 1; gcd > 1 && i < servers.size(); ++i) {
            int w = servers.at(i).weight;
            while (w) {
                const int t = gcd % w;
                gcd = w;
                w = t;
            }
        }
    }
    std::vector<int> eweight(size_t(servers.size()), 0);
    int tot = 0;
    for (qsizetype i = 0; i < servers.size(); ++i) {
        eweight[size_t(i)] = (servers.at(i).weight + gcd - 1) / gcd;
        if (!servers.at(i).down && eweight[size_t(i)] > 0)
            tot += eweight[size_t(i)];
    }
    std::vector<int> map;
    if (tot == 0)
        return map;
    // recalc_server_map(): smooth weighted interleave, the first server winning ties.
    std::vector<int> wscore(size_t(servers.size()), 0);
    map.reserve(size_t(tot));
    for (int o = 0; o < tot; ++o) {
        int max = 0;
        int best = -1;
        for (qsizetype i = 0; i < servers.size(); ++i) {
            if (servers.at(i).down || eweight[size_t(i)] == 0)
                continue;
            if (tot == 1) {
                best = int(i);
                break;
            }
            wscore[size_t(i)] += eweight[size_t(i)];
            const int v = (wscore[size_t(i)] + tot) / tot;
            if (best < 0 || v > max) {
                max = v;
                best = int(i);
            }
        }
        map.push_back(best);
        if (best >= 0)
            wscore[size_t(best)] -= tot;
    }
    return map;
}

AlgorithmInfo HaproxyRing::info()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("haproxy");
    info.trContext = "ringcore::HaproxyRing";
    info.displayName = QCoreApplication::translate("ringcore::HaproxyRing", "HAProxy balance uri, hash-type consistent (2.6)");
    info.description = QCoreApplication::translate("ringcore::HaproxyRing", "HAProxy 2.6 `balance uri` + `hash-type consistent`: 16 points per unit of weight at "
                          "full_hash(id × 4096 + i), key = sdbm of the path then full_hash, nearest point wins "
                          "(ties to the previous one).");
    info.minWeight = 0;
    info.maxWeight = MaxWeight;
    info.pointsPerWeight = WeightScale;
    info.nearestPoint = true; // lb_chash.c: the closer of the two points around the key
    info.lookupTiming = [](int) { return LookupTimingSetup{{}, 10}; }; // 16 points per unit of weight: 160
    info.options = {
        OptionSpec{kWhole, QCoreApplication::translate("ringcore::HaproxyRing", "balance uri whole: 1 hashes the query string too"), QStringLiteral("0"), 0, 0,
                   {QStringLiteral("0"), QStringLiteral("1")}, true},
        OptionSpec{kPathOnly, QCoreApplication::translate("ringcore::HaproxyRing", "balance uri path-only: 1 drops scheme and authority of absolute URIs"),
                   QStringLiteral("0"), 0, 0, {QStringLiteral("0"), QStringLiteral("1")}, true},
        OptionSpec{kLen, QCoreApplication::translate("ringcore::HaproxyRing", "balance uri len N: hash only the first N characters (0: all)"), QStringLiteral("0"), 0,
                   double(std::numeric_limits<int>::max()), {}, true},
        OptionSpec{kDepth, QCoreApplication::translate("ringcore::HaproxyRing", "balance uri depth N: hash up to the N-th directory (0: all)"), QStringLiteral("0"), 0,
                   double(std::numeric_limits<int>::max() - 1), {}, true},
        OptionSpec{kFunction, QCoreApplication::translate("ringcore::HaproxyRing", "hash-type consistent <function> [avalanche]; the default is sdbm avalanche"),
                   QStringLiteral("sdbm avalanche"), 0, 0, functionChoices(), false},
    };
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &) {
        double points = 0;
        for (const Server &s : servers)
            points += double(std::max(0, s.weight)) * WeightScale;
        // Peak of build(): the 8-byte sort keys plus the kept key, server and i (12 bytes);
        // measured against ringlab-cli's peak RSS in tst_memoryestimate.
        return points * 20.0;
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options,
                     QString *error) -> std::unique_ptr<Algorithm> {
        bool anyPoints = false;
        for (const Server &s : servers)
            anyPoints = anyPoints || usable(s);
        if (!anyPoints) {
            if (error)
                *error = tr("weights: every enabled server has weight 0, so HAProxy has no server to choose");
            return nullptr;
        }
        return std::make_unique<HaproxyRing>(servers, options);
    };
    // The Compare table shows what weights do to HAProxy's 16 points per unit of weight.
    info.compareRank = 2;
    info.compareRows = {CompareDefault{QT_TRANSLATE_NOOP("CompareAnalysis", "HAProxy hash-type consistent, weight 1"), {}, 1},
                        CompareDefault{QT_TRANSLATE_NOOP("CompareAnalysis", "HAProxy, weight 10"), {}, 10},
                        CompareDefault{QT_TRANSLATE_NOOP("CompareAnalysis", "HAProxy, weight 100"), {}, 100}};
    info.spreadMarkers = {SpreadMarker{QT_TRANSLATE_NOOP("SpreadMarker", "HAProxy w1 (%1, nearest)"), {}, 1},
                          SpreadMarker{QT_TRANSLATE_NOOP("SpreadMarker", "HAProxy w10 (%1, nearest)"), {}, 10},
                          SpreadMarker{QT_TRANSLATE_NOOP("SpreadMarker", "HAProxy w100 (%1, nearest)"), {}, 100}};
    return info;
}

RINGCORE_REGISTER_ALGORITHM(20, HaproxyRing::info())

} // namespace ringcore
