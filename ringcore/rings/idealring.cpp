#include "ringcore/rings/idealring.h"

#include "ringcore/hash/xxh64.h"
#include "ringcore/math/simrandom.h"

#include <QCoreApplication>

#include <algorithm>

namespace ringcore {

namespace {

struct Placed
{
    uint64_t hash;
    int server;
    int index;
};

} // namespace

AlgorithmInfo IdealRing::info()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("ideal");
    info.trContext = "ringcore::IdealRing";
    info.displayName = QCoreApplication::translate("ringcore::IdealRing", "Ideal random ring");
    info.description = QCoreApplication::translate("ringcore::IdealRing", "Points at uniformly random positions: what a perfect hash would give. "
                          "The baseline the proxies' rings are compared with.");
    info.minWeight = 1;
    info.maxWeight = 10000;
    info.options = {
        OptionSpec{QStringLiteral("points"), QCoreApplication::translate("ringcore::IdealRing", "Points per unit of weight."), QStringLiteral("160"), 1, 1000000, {}, true},
        OptionSpec{QStringLiteral("rule"), QCoreApplication::translate("ringcore::IdealRing", "Lookup rule: next point clockwise, or nearest in either direction."),
                   QStringLiteral("next"), 0, 0, {QStringLiteral("next"), QStringLiteral("nearest")}, true},
        OptionSpec{QStringLiteral("space"), QCoreApplication::translate("ringcore::IdealRing", "Hash space: ideal (64-bit positions), 32-bit or 64-bit integers."),
                   QStringLiteral("ideal"), 0, 0, {QStringLiteral("ideal"), QStringLiteral("32"), QStringLiteral("64")}, true},
        OptionSpec{QStringLiteral("seed"), QCoreApplication::translate("ringcore::IdealRing", "Seed of the random positions."), QStringLiteral("1"), 0, 4294967295.0, {}, true},
    };
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &options) {
        double weight = 0;
        for (const Server &s : servers)
            weight += std::max(0, s.weight);
        const double points = options.value(QStringLiteral("points"), QStringLiteral("160")).toDouble();
        // The larger of the build (16-byte build vector + sorted and live arrays, 8 + 4 + 4 + 8 + 4)
        // and what is kept (those arrays and the index's 8) plus the intervals that shares()
        // and the remap analysis list (16 bytes a point, 32 with the nearest rule).
        const bool nearest = options.value(QStringLiteral("rule")) == QLatin1String("nearest");
        return weight * points * std::max(sizeof(Placed) + 28.0, 36.0 + (nearest ? 32.0 : 16.0));
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options, QString *) {
        return std::unique_ptr<Algorithm>(new IdealRing(servers, options));
    };
    return info;
}

RINGCORE_REGISTER_ALGORITHM(5, IdealRing::info())

IdealRing::IdealRing(ServerList list, AlgorithmOptions opts)
    : Algorithm(std::move(list), std::move(opts))
{
    const AlgorithmInfo meta = info();
    const int64_t k = int64_t(AlgorithmRegistry::number(meta, options(), QStringLiteral("points")));
    m_nearest = AlgorithmRegistry::text(meta, options(), QStringLiteral("rule")) == QLatin1String("nearest");
    m_bits = AlgorithmRegistry::text(meta, options(), QStringLiteral("space")) == QLatin1String("32") ? 32 : 64;
    const uint64_t seed = uint64_t(AlgorithmRegistry::number(meta, options(), QStringLiteral("seed")));

    // Every array reserved at its exact size and the build vector freed before the index is
    // built: the peak is the 16-byte build vector plus the 28 bytes kept per point (info()).
    int64_t total = 0;
    for (const Server &server : servers())
        total += k * std::max(0, server.weight);
    std::vector<Placed> all;
    all.reserve(size_t(total));
    for (int s = 0; s < servers().size(); ++s) {
        const Server &server = servers().at(s);
        SimRng rng(seedMix(seedMix(seed, Xxh64::of(server.nameOrAddress().toUtf8())), 0x1DEA1));
        const int64_t count = k * std::max(0, server.weight);
        for (int64_t j = 0; j < count; ++j) {
            const uint64_t x = rng.next();
            all.push_back(Placed{m_bits == 32 ? x >> 32 : x, s, int(j)});
        }
    }
    // Sorted by position; on a collision the server listed first keeps the value.
    std::sort(all.begin(), all.end(), [](const Placed &a, const Placed &b) {
        return a.hash != b.hash ? a.hash < b.hash : a.server != b.server ? a.server < b.server : a.index < b.index;
    });
    size_t unique = 0;
    size_t live = 0;
    for (size_t i = 0; i < all.size(); ++i)
        if (i == 0 || all[i].hash != all[i - 1].hash) {
            ++unique;
            live += !servers().at(all[i].server).down;
        }
    m_hash.reserve(unique);
    m_server.reserve(unique);
    m_index.reserve(unique);
    m_liveHash.reserve(live);
    m_liveServer.reserve(live);
    for (const Placed &p : all) {
        if (!m_hash.empty() && m_hash.back() == p.hash)
            continue;
        m_hash.push_back(p.hash);
        m_server.push_back(p.server);
        m_index.push_back(p.index);
        if (!servers().at(p.server).down) {
            m_liveHash.push_back(p.hash);
            m_liveServer.push_back(p.server);
        }
    }
    std::vector<Placed>().swap(all);
    m_search.build(m_liveHash);
}

uint64_t IdealRing::hashKey(QByteArrayView key) const
{
    const uint64_t h = Xxh64::of(key);
    return m_bits == 32 ? h >> 32 : h;
}

int IdealRing::routeHash(uint64_t hash) const
{
    const size_t n = m_liveHash.size();
    if (n == 0)
        return -1;
    const size_t lb = m_search.lowerBound(hash); // = std::lower_bound over m_liveHash
    const size_t next = lb == n ? 0 : lb;
    if (!m_nearest)
        return m_liveServer[next];
    const size_t prev = (lb == 0 || lb == n) ? n - 1 : next - 1;
    if (m_liveHash[next] == hash)
        return m_liveServer[next];
    const uint64_t mask = m_bits == 32 ? 0xFFFFFFFFULL : ~0ULL;
    const uint64_t dp = (hash - m_liveHash[prev]) & mask;
    const uint64_t dn = (m_liveHash[next] - hash) & mask;
    return m_liveServer[dp <= dn ? prev : next];
}

std::vector<OwnedInterval> IdealRing::intervals() const
{
    std::vector<OwnedInterval> out;
    const size_t n = m_liveHash.size();
    if (n == 0)
        return out;
    const uint64_t mask = m_bits == 32 ? 0xFFFFFFFFULL : ~0ULL;
    if (n == 1)
        return {OwnedInterval{0, m_liveServer[0]}};
    out.reserve(m_nearest ? 2 * n : n); // 16 bytes a point (two with nearest): info() counts it
    for (size_t i = 0; i < n; ++i) {
        const uint64_t a = m_liveHash[i];
        const uint64_t b = m_liveHash[(i + 1) % n];
        const int sb = m_liveServer[(i + 1) % n];
        if (!m_nearest) {
            out.push_back(OwnedInterval{(a + 1) & mask, sb});
            continue;
        }
        // Keys in (a, a + ⌊d/2⌋] are nearer to (or tied with) a; the rest up to b go to b.
        const uint64_t d = (b - a) & mask;
        if (d / 2 > 0)
            out.push_back(OwnedInterval{(a + 1) & mask, m_liveServer[i]});
        out.push_back(OwnedInterval{(a + d / 2 + 1) & mask, sb});
    }
    std::sort(out.begin(), out.end(), [](const OwnedInterval &x, const OwnedInterval &y) { return x.begin < y.begin; });
    // Merge runs of one owner in place (including the wrap from the last to the first).
    size_t kept = 0;
    for (size_t i = 0; i < out.size(); ++i)
        if (kept == 0 || out[kept - 1].server != out[i].server)
            out[kept++] = out[i];
    out.resize(kept);
    if (out.size() > 1 && out.back().server == out.front().server)
        out.pop_back();
    return out;
}

std::vector<double> IdealRing::shares() const
{
    std::vector<double> out(size_t(servers().size()), 0.0);
    const std::vector<OwnedInterval> iv = intervals();
    if (iv.empty())
        return out;
    if (iv.size() == 1) {
        out[size_t(iv[0].server)] = 1;
        return out;
    }
    const uint64_t mask = m_bits == 32 ? 0xFFFFFFFFULL : ~0ULL;
    const double space = double(mask) + 1.0;
    for (size_t i = 0; i < iv.size(); ++i) {
        const uint64_t end = iv[(i + 1) % iv.size()].begin;
        out[size_t(iv[i].server)] += double((end - iv[i].begin) & mask) / space;
    }
    return out;
}

void IdealRing::forEachPoint(const std::function<void(const RingPoint &)> &visit) const
{
    for (size_t i = 0; i < m_hash.size(); ++i)
        visit(RingPoint{m_hash[i], m_server[i], m_index[i]});
}

} // namespace ringcore
