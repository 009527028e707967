#include "ringcore/rings/fastrendezvoushash.h"

#include "ringcore/hash/xxh64.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/rendezvoushash.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <map>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
// GCC 12's AVX-512 intrinsics start from an "undefined" register that -Wmaybe-uninitialized flags
// where they are inlined (a false positive inside the header).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <immintrin.h>
#pragma GCC diagnostic pop
#endif

namespace ringcore {

FastRendezvousHash::FastRendezvousHash(ServerList servers, AlgorithmOptions options)
    : Algorithm(std::move(servers), std::move(options))
{
    std::map<int, std::vector<int>> byWeight;
    for (int i = 0; i < this->servers().size(); ++i)
        if (!this->servers()[i].down)
            byWeight[this->servers()[i].weight].push_back(i);
    for (const auto &[weight, members] : byWeight) {
        Group g{double(weight), m_hashes.size(), 0};
        for (int s : members) {
            m_hashes.push_back(RendezvousHash::serverSeed(this->servers()[s].nameOrAddress()));
            m_servers.push_back(s);
        }
        g.end = m_hashes.size();
        m_groups.push_back(g);
    }
}

double FastRendezvousHash::score(uint64_t draw, double weight)
{
    const double u = (double(draw) + 0.5) * 0x1.0p-53;
    return -weight / std::log(u);
}

uint64_t FastRendezvousHash::hashKey(QByteArrayView key) const
{
    return Xxh64::of(key);
}

namespace {

// The index of the largest draw among servers [0, n), the first one on ties; *top gets the draw.
size_t argmaxPortable(uint64_t hash, const uint64_t *servers, size_t n, uint64_t *top)
{
    uint64_t best = FastRendezvousHash::draw(hash, servers[0]);
    size_t winner = 0;
    for (size_t i = 1; i < n; ++i) {
        const uint64_t d = FastRendezvousHash::draw(hash, servers[i]);
        if (d > best) { // ">" keeps the first on ties
            best = d;
            winner = i;
        }
    }
    *top = best;
    return winner;
}

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define RINGCORE_RENDEZVOUS_AVX512 1
// FastRendezvousHash::draw() of 8 servers at once (vpmullq is AVX-512DQ).
__attribute__((target("avx512f,avx512dq"))) inline __m512i draws8(const uint64_t *at, __m512i key)
{
    const __m512i c1 = _mm512_set1_epi64(static_cast<long long>(0xbf58476d1ce4e5b9ULL));
    const __m512i c2 = _mm512_set1_epi64(static_cast<long long>(0x94d049bb133111ebULL));
    __m512i z = _mm512_xor_si512(_mm512_loadu_si512(at), key);
    z = _mm512_mullo_epi64(_mm512_xor_si512(z, _mm512_srli_epi64(z, 30)), c1);
    z = _mm512_mullo_epi64(_mm512_xor_si512(z, _mm512_srli_epi64(z, 27)), c2);
    return _mm512_srli_epi64(_mm512_xor_si512(z, _mm512_srli_epi64(z, 31)), 11);
}

// The same draws, 8 servers per step: lane-wise maxima, the largest of them, then the first
// server holding it — the same winner as the portable loop.
__attribute__((target("avx512f,avx512dq"))) size_t argmaxAvx512(uint64_t hash, const uint64_t *servers, size_t n,
                                                                  uint64_t *top)
{
    if (n < 16)
        return argmaxPortable(hash, servers, n, top);
    const __m512i key = _mm512_set1_epi64(static_cast<long long>(hash));
    __m512i lanes = _mm512_setzero_si512();
    size_t i = 0;
    for (; i + 8 <= n; i += 8)
        lanes = _mm512_max_epu64(lanes, draws8(servers + i, key));
    uint64_t best = _mm512_reduce_max_epu64(lanes);
    for (; i < n; ++i)
        best = std::max(best, FastRendezvousHash::draw(hash, servers[i]));
    // The first server with the largest draw.
    const __m512i target = _mm512_set1_epi64(static_cast<long long>(best));
    for (i = 0; i + 8 <= n; i += 8) {
        const __mmask8 hit = _mm512_cmpeq_epu64_mask(draws8(servers + i, key), target);
        if (hit) {
            *top = best;
            return i + size_t(__builtin_ctz(hit));
        }
    }
    for (; i < n; ++i)
        if (FastRendezvousHash::draw(hash, servers[i]) == best)
            break;
    *top = best;
    return i;
}

bool cpuHasAvx512()
{
    static const bool has = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512dq");
    return has;
}
#else
bool cpuHasAvx512()
{
    return false;
}
#endif

} // namespace

bool FastRendezvousHash::vectorised()
{
    return cpuHasAvx512();
}

template <bool Vector>
int FastRendezvousHash::route(uint64_t hash) const
{
    int best = -1;
    double bestScore = -1.0;
    for (const Group &g : m_groups) {
        // Within a group the largest draw wins, the first (lowest index) on ties.
        uint64_t top = 0;
        size_t winner = 0;
#ifdef RINGCORE_RENDEZVOUS_AVX512
        if constexpr (Vector)
            winner = argmaxAvx512(hash, m_hashes.data() + g.begin, g.end - g.begin, &top);
        else
#endif
            winner = argmaxPortable(hash, m_hashes.data() + g.begin, g.end - g.begin, &top);
        const double s = score(top, g.weight);
        const int server = m_servers[g.begin + winner];
        if (s > bestScore || (s == bestScore && server < best)) {
            bestScore = s;
            best = server;
        }
    }
    return best;
}

int FastRendezvousHash::routeHash(uint64_t hash) const
{
    return cpuHasAvx512() ? route<true>(hash) : route<false>(hash);
}

int FastRendezvousHash::routeHashPortable(uint64_t hash) const
{
    return route<false>(hash);
}

int FastRendezvousHash::referenceRoute(uint64_t hash) const
{
    int best = -1;
    double bestScore = -1.0;
    for (int i = 0; i < servers().size(); ++i) {
        const Server &s = servers()[i];
        if (s.down)
            continue;
        const double sc = score(draw(hash, RendezvousHash::serverSeed(s.nameOrAddress())), double(s.weight));
        if (sc > bestScore) {
            bestScore = sc;
            best = i;
        }
    }
    return best;
}

std::vector<double> FastRendezvousHash::shares() const
{
    // As for RendezvousHash: the smallest of independent exponentials -ln(u)/w wins with w / Σw.
    double total = 0;
    for (const Group &g : m_groups)
        total += g.weight * double(g.end - g.begin);
    std::vector<double> out(size_t(servers().size()), 0.0);
    for (const Group &g : m_groups)
        for (size_t i = g.begin; i < g.end; ++i)
            out[size_t(m_servers[i])] = g.weight / total;
    return out;
}

size_t FastRendezvousHash::memoryBytes() const
{
    return m_hashes.size() * (sizeof(uint64_t) + sizeof(int)) + m_groups.size() * sizeof(Group);
}

QStringList FastRendezvousHash::explainRoute(uint64_t hash) const
{
    std::vector<std::pair<double, int>> ranked;
    for (const Group &g : m_groups)
        for (size_t i = g.begin; i < g.end; ++i)
            ranked.emplace_back(score(draw(hash, m_hashes[i]), g.weight), m_servers[i]);
    std::sort(ranked.begin(), ranked.end(), [](const auto &a, const auto &b) {
        return a.first > b.first || (a.first == b.first && a.second < b.second);
    });
    QStringList lines{QCoreApplication::translate("ringcore::FastRendezvousHash",
                                                  "every server scores the key (weight ÷ −ln u); the highest wins:")};
    for (size_t i = 0; i < ranked.size() && i < 3; ++i)
        lines << QCoreApplication::translate("ringcore::FastRendezvousHash", "%1. %2: %3")
                     .arg(i + 1)
                     .arg(servers().at(ranked[i].second).address)
                     .arg(ranked[i].first, 0, 'g', 5);
    if (ranked.size() > 3)
        lines << QCoreApplication::translate("ringcore::FastRendezvousHash", "… %1 lower scores").arg(ranked.size() - 3);
    return lines;
}

namespace {

AlgorithmInfo makeFastRendezvousInfo()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("rendezvous-fast");
    info.structure = AlgorithmInfo::Structure::Decision;
    info.trContext = "ringcore::FastRendezvousHash";
    info.displayName = QCoreApplication::translate("ringcore::FastRendezvousHash", "Weighted rendezvous, fast form");
    info.description = QCoreApplication::translate(
        "ringcore::FastRendezvousHash",
        "Rendezvous with precomputed server hashes, one 64-bit mix per server and one logarithm per "
        "distinct weight: the same rule and exact weighted shares as HRW, different hash.");
    info.minWeight = 1;
    info.maxWeight = RendezvousHash::kMaxWeight;
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &) {
        return double(servers.size()) * 40.0;
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options, QString *) {
        return std::unique_ptr<Algorithm>(new FastRendezvousHash(servers, options));
    };
    return info;
}

} // namespace

RINGCORE_REGISTER_ALGORITHM(71, makeFastRendezvousInfo())

} // namespace ringcore
