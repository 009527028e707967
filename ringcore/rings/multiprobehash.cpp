#include "ringcore/rings/multiprobehash.h"

#include "ringcore/hash/xxh64.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <xxhash.h>

namespace ringcore {

namespace {

const AlgorithmInfo &info();

} // namespace

MultiProbeHash::MultiProbeHash(ServerList servers, AlgorithmOptions options)
    : Algorithm(std::move(servers), std::move(options))
{
    m_probes = int(AlgorithmRegistry::number(info(), this->options(), QStringLiteral("probes")));
    const int perWeight = int(AlgorithmRegistry::number(info(), this->options(), QStringLiteral("points")));
    // Reserved at the exact size: growing by doubling held three times the points at a time.
    size_t total = 0;
    for (const Server &s : this->servers())
        if (!s.down)
            total += size_t(std::max(0, s.weight)) * size_t(perWeight);
    m_points.reserve(total);
    for (int i = 0; i < this->servers().size(); ++i) {
        const Server &s = this->servers()[i];
        if (s.down)
            continue;
        const int n = s.weight * perWeight;
        for (int p = 0; p < n; ++p) {
            const QByteArray text = s.nameOrAddress().toUtf8() + '_' + QByteArray::number(p);
            m_points.push_back(RingPoint{XXH64(text.constData(), size_t(text.size()), 0), i, p});
        }
    }
    std::sort(m_points.begin(), m_points.end(), [](const RingPoint &a, const RingPoint &b) {
        return a.hash != b.hash ? a.hash < b.hash : a.server != b.server ? a.server < b.server : a.index < b.index;
    });
    m_hashes.reserve(m_points.size());
    for (const RingPoint &p : m_points)
        m_hashes.push_back(p.hash);
    m_search.build(m_hashes);
}

uint64_t MultiProbeHash::probePosition(uint64_t hash, int j)
{
    return XXH64(&hash, sizeof hash, uint64_t(j));
}

uint64_t MultiProbeHash::hashKey(QByteArrayView key) const
{
    return Xxh64::of(key);
}

int MultiProbeHash::routeHash(uint64_t hash) const
{
    if (m_points.empty())
        return -1;
    uint64_t best = UINT64_MAX;
    size_t bestIndex = 0;
    for (int j = 0; j < m_probes; ++j) {
        const uint64_t x = probePosition(hash, j);
        const size_t i = m_search.successorWrapped(x);
        const uint64_t d = m_hashes[i] - x; // wraps modulo 2^64
        if (d < best) {
            best = d;
            bestIndex = i;
        }
    }
    return m_points[bestIndex].server;
}

QList<MultiProbeHash::Probe> MultiProbeHash::probes(uint64_t hash) const
{
    QList<Probe> out;
    if (m_points.empty())
        return out;
    for (int j = 0; j < m_probes; ++j) {
        const uint64_t x = probePosition(hash, j);
        const size_t i = m_search.successorWrapped(x);
        out.append(Probe{x, m_hashes[i], m_hashes[i] - x, m_points[i].server});
    }
    return out;
}

std::vector<double> MultiProbeHash::shares() const
{
    std::vector<double> out(size_t(servers().size()), 0.0);
    const size_t m = m_points.size();
    if (m == 0)
        return out;
    // Gap before each point as a fraction of the ring (a lone point owns the whole ring).
    // Two vectors of 8 bytes a point only (info() counts them): the gaps are recomputed when
    // needed and F[j] takes the place of suffix[j] once that has been read.
    auto gap = [&](size_t i) {
        const uint64_t prev = m_hashes[(i + m - 1) % m];
        return m == 1 ? 1.0 : double(m_hashes[i] - prev) * 0x1.0p-64;
    };
    std::vector<double> sorted(m);
    for (size_t i = 0; i < m; ++i)
        sorted[i] = gap(i);
    std::sort(sorted.begin(), sorted.end());
    // suffix[j] = Σ sorted[j..]
    std::vector<double> suffix(m + 1, 0.0);
    for (size_t j = m; j-- > 0;)
        suffix[j] = suffix[j + 1] + sorted[j];
    const double k = double(m_probes);
    // F at each sorted gap value: F(G_j) = F(G_{j-1}) + (S(G_{j-1})^k - S(G_j)^k) / live,
    // where live = number of gaps longer than x on that stretch.
    std::vector<double> &F = suffix; // F[j] overwrites suffix[j], which step j reads first
    double prevX = 0.0;
    double prevF = 0.0;
    for (size_t j = 0; j < m; ++j) {
        const double live = double(m - j);
        const double sA = std::max(0.0, suffix[j] - live * prevX);
        const double sB = std::max(0.0, suffix[j] - live * sorted[j]);
        prevF += (std::pow(sA, k) - std::pow(sB, k)) / live;
        F[j] = prevF;
        prevX = sorted[j];
    }
    double total = 0;
    for (size_t i = 0; i < m; ++i) {
        const size_t j = size_t(std::upper_bound(sorted.begin(), sorted.end(), gap(i)) - sorted.begin()) - 1;
        const double p = F[j];
        out[size_t(m_points[i].server)] += p;
        total += p;
    }
    // The integral sums to 1 analytically; renormalise away the rounding.
    if (total > 0)
        for (double &v : out)
            v /= total;
    return out;
}

size_t MultiProbeHash::memoryBytes() const
{
    return m_points.size() * sizeof(uint64_t) + m_search.memoryBytes();
}

namespace {

AlgorithmInfo makeMultiProbeInfo()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("multiprobe");
    info.trContext = "ringcore::MultiProbeHash";
    info.displayName = QCoreApplication::translate("ringcore::MultiProbeHash", "Multi-probe consistent hashing");
    info.description = QCoreApplication::translate(
        "ringcore::MultiProbeHash",
        "Appleton & Eisenbud: one point per server, the key probes the ring k times and takes the "
        "closest point. Even spread with tiny memory, k lookups per key.");
    info.minWeight = 1;
    info.maxWeight = MultiProbeHash::kMaxWeight;
    info.options = {
        OptionSpec{QStringLiteral("probes"),
                   QCoreApplication::translate("ringcore::MultiProbeHash", "Probes per key (the paper's k)."),
                   QStringLiteral("21"), 1, 1000, {}, true},
        OptionSpec{QStringLiteral("points"),
                   QCoreApplication::translate("ringcore::MultiProbeHash", "Ring points per unit of weight."),
                   QStringLiteral("1"), 1, 10000, {}, true},
    };
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &options) {
        double w = 0;
        for (const Server &s : servers)
            w += s.weight;
        const double per = options.value(QStringLiteral("points"), QStringLiteral("1")).toDouble();
        // Points (24 bytes), the hash copy and the index (8 + 8), and the two 8-byte vectors of
        // shares(); measured in tst_memoryestimate.
        return w * std::max(1.0, per) * 56.0;
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options, QString *) {
        return std::unique_ptr<Algorithm>(new MultiProbeHash(servers, options));
    };
    return info;
}

const AlgorithmInfo &info()
{
    static const AlgorithmInfo i = makeMultiProbeInfo();
    return i;
}

} // namespace

RINGCORE_REGISTER_ALGORITHM(90, info())

} // namespace ringcore
