#include "ringcore/rings/boundedloads.h"

#include "ringcore/hash/xxh64.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/rings/boundedloadrule.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <xxhash.h>

namespace ringcore {

namespace {

const AlgorithmInfo &info();

} // namespace

BoundedLoadsHash::BoundedLoadsHash(ServerList servers, AlgorithmOptions options)
    : Algorithm(std::move(servers), std::move(options))
{
    m_epsilon = AlgorithmRegistry::number(info(), this->options(), QStringLiteral("epsilon"));
    m_rule = AlgorithmRegistry::text(info(), this->options(), QStringLiteral("rule"));
    const int perWeight = int(AlgorithmRegistry::number(info(), this->options(), QStringLiteral("points")));
    // Reserved at the exact size, deduplicated in place and kept as m_points: the peak is the
    // 24-byte points plus the hash copy and the index (8 + 8), 40 bytes a point (info()).
    size_t total = 0;
    for (const Server &s : this->servers())
        if (!s.down)
            total += size_t(std::max(0, s.weight)) * size_t(perWeight);
    std::vector<RingPoint> all;
    all.reserve(total);
    for (int i = 0; i < this->servers().size(); ++i) {
        const Server &s = this->servers()[i];
        if (s.down)
            continue;
        for (int p = 0; p < s.weight * perWeight; ++p) {
            const QByteArray text = s.nameOrAddress().toUtf8() + '_' + QByteArray::number(p);
            all.push_back(RingPoint{XXH64(text.constData(), size_t(text.size()), 0), i, p});
        }
    }
    std::sort(all.begin(), all.end(), [](const RingPoint &a, const RingPoint &b) {
        return a.hash != b.hash ? a.hash < b.hash : a.server != b.server ? a.server < b.server : a.index < b.index;
    });
    // A colliding point is unreachable (the first of equal hashes wins); drop it.
    all.erase(std::unique(all.begin(), all.end(), [](const RingPoint &a, const RingPoint &b) { return a.hash == b.hash; }),
              all.end());
    m_points = std::move(all);
    m_hashes.reserve(m_points.size());
    for (const RingPoint &p : m_points)
        m_hashes.push_back(p.hash);
    m_search.build(m_hashes);
    bindRule();
}

void BoundedLoadsHash::bindRule()
{
    const BoundedLoadRule *rule = BoundedLoadRules::find(m_rule);
    if (!rule) // create() accepts only registered rules
        return;
    const size_t n = size_t(servers().size());
    m_ruleInput.servers = &servers();
    m_ruleInput.epsilon = m_epsilon;
    m_ruleInput.cumulative.assign(n, 0);
    for (size_t s = 0; s < n; ++s) {
        m_ruleInput.cumulative[s] = m_ruleInput.totalWeight;
        if (!servers()[int(s)].down)
            m_ruleInput.totalWeight += servers()[int(s)].weight;
    }
    m_perRequest = rule->perRequest;
    m_capacity = rule->bind(m_ruleInput);
}

uint64_t BoundedLoadsHash::hashKey(QByteArrayView key) const
{
    return Xxh64::of(key);
}

int BoundedLoadsHash::routeHash(uint64_t hash) const
{
    if (m_points.empty())
        return -1;
    return m_points[m_search.successorWrapped(hash)].server;
}

std::vector<OwnedInterval> BoundedLoadsHash::intervals() const
{
    // Point i owns (previous point, point i]; intervals start one past the previous point.
    std::vector<OwnedInterval> out;
    const size_t m = m_points.size();
    if (m == 0)
        return out;
    std::vector<OwnedInterval> raw;
    raw.reserve(m);
    for (size_t i = 0; i < m; ++i)
        raw.push_back(OwnedInterval{m_hashes[(i + m - 1) % m] + 1, m_points[i].server});
    std::sort(raw.begin(), raw.end(), [](const OwnedInterval &a, const OwnedInterval &b) { return a.begin < b.begin; });
    for (const OwnedInterval &iv : raw)
        if (out.empty() || out.back().server != iv.server)
            out.push_back(iv);
    return out;
}

std::vector<double> BoundedLoadsHash::shares() const
{
    std::vector<double> out(size_t(servers().size()), 0.0);
    const size_t m = m_points.size();
    if (m == 1) {
        out[size_t(m_points[0].server)] = 1.0;
        return out;
    }
    for (size_t i = 0; i < m; ++i)
        out[size_t(m_points[i].server)] += double(m_hashes[i] - m_hashes[(i + m - 1) % m]) * 0x1.0p-64;
    return out;
}

KeyAssignment BoundedLoadsHash::assignInOrder(const std::vector<uint64_t> &hashes) const
{
    KeyAssignment r;
    const size_t n = size_t(servers().size());
    r.server.assign(hashes.size(), -1);
    r.loads.assign(n, 0);
    r.capacities.assign(n, 0);
    if (m_points.empty() || !m_capacity)
        return r;
    const qint64 keys = qint64(hashes.size());
    if (!m_perRequest)
        for (size_t s = 0; s < n; ++s)
            if (!servers()[int(s)].down)
                r.capacities[s] = m_capacity(s, keys);
    const size_t pts = m_points.size();
    for (size_t k = 0; k < hashes.size(); ++k) {
        size_t i = m_search.successorWrapped(hashes[k]);
        qint64 steps = 0;
        // Capacities sum to more than the keys, so some server always has room: the walk ends
        // within one lap.
        for (size_t lap = 0; lap < pts; ++lap, ++steps) {
            const size_t s = size_t(m_points[i].server);
            const qint64 cap = m_perRequest ? m_capacity(s, qint64(k)) : r.capacities[s];
            if (r.loads[s] < cap) {
                r.server[k] = int(s);
                ++r.loads[s];
                break;
            }
            i = (i + 1 == pts) ? 0 : i + 1;
        }
        if (steps > 0)
            ++r.spilled;
        r.maxSteps = std::max(r.maxSteps, steps);
    }
    if (m_perRequest)
        for (size_t s = 0; s < n; ++s)
            if (!servers()[int(s)].down)
                r.capacities[s] = m_capacity(s, keys - 1);
    return r;
}

size_t BoundedLoadsHash::memoryBytes() const
{
    return m_points.size() * (sizeof(uint64_t) + sizeof(int)) + m_search.memoryBytes();
}

namespace {

AlgorithmInfo makeBoundedLoadsInfo()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("bounded-loads");
    info.trContext = "ringcore::BoundedLoadsHash";
    info.displayName = QCoreApplication::translate("ringcore::BoundedLoadsHash", "Consistent hashing with bounded loads");
    info.description = QCoreApplication::translate(
        "ringcore::BoundedLoadsHash",
        "Mirrokni, Thorup & Zadimoghaddam: a ring where no server takes more than (1+ε) times its "
        "fair share of the keys in flight; a key whose server is full walks on to the next one.");
    info.minWeight = 1;
    info.maxWeight = BoundedLoadsHash::kMaxWeight;
    info.lookupTiming = [](int) { return LookupTimingSetup{{{QStringLiteral("points"), QStringLiteral("160")}}, 1}; };
    info.options = {
        OptionSpec{QStringLiteral("points"),
                   QCoreApplication::translate("ringcore::BoundedLoadsHash", "Ring points per unit of weight."),
                   QStringLiteral("160"), 1, 100000, {}, true},
        OptionSpec{QStringLiteral("epsilon"),
                   QCoreApplication::translate("ringcore::BoundedLoadsHash",
                                               "Allowed excess over a fair share: capacity is (1+ε) × fair "
                                               "(HAProxy's hash-balance-factor is 100 × (1+ε))."),
                   QStringLiteral("0.25"), 0.0, 100.0, {}, false},
        OptionSpec{QStringLiteral("rule"),
                   QCoreApplication::translate("ringcore::BoundedLoadsHash",
                                               "Capacity rule: mtz (fixed, from the key count) or haproxy "
                                               "(recomputed per request from those in flight)."),
                   QStringLiteral("mtz"), 0, 0, {QStringLiteral("mtz")}, false}, // + the rules systems register
    };
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &options) {
        double w = 0;
        for (const Server &s : servers)
            w += s.weight;
        const double per = options.value(QStringLiteral("points"), QStringLiteral("160")).toDouble();
        return w * std::max(1.0, per) * 40.0;
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options, QString *) {
        return std::unique_ptr<Algorithm>(new BoundedLoadsHash(servers, options));
    };
    return info;
}

const AlgorithmInfo &info()
{
    static const AlgorithmInfo i = makeBoundedLoadsInfo();
    return i;
}

} // namespace

RINGCORE_REGISTER_ALGORITHM(100, info())

} // namespace ringcore
