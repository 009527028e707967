#include "ringcore/analysis/remapanalysis.h"

#include "ringcore/analysis/keyrouting.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/core/uint128.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <map>
#include <numeric>
#include <random>

namespace ringcore {

QString RemapResult::methodName(Method m)
{
    switch (m) {
    case Method::Intervals:
        return QStringLiteral("intervals");
    case Method::Table:
        return QStringLiteral("table");
    case Method::Keys:
        break;
    }
    return QStringLiteral("keys");
}

namespace {

using u128 = uint128;

bool sameKeyHashing(const Algorithm &a, const Algorithm &b)
{
    if (a.hashBits() != b.hashBits())
        return false;
    for (const char *k : {"/", "/objects/0123456789abcdef", "/a/b?c=d", "key-42", ""})
        if (a.hashKey(QByteArrayView(k)) != b.hashKey(QByteArrayView(k)))
            return false;
    return true;
}

bool intervalsTrustworthy(const Algorithm &a, const std::vector<OwnedInterval> &iv)
{
    if (iv.empty())
        return false;
    const size_t step = std::max<size_t>(1, iv.size() / 64);
    for (size_t i = 0; i < iv.size(); i += step)
        if (a.routeHash(iv[i].begin) != iv[i].server)
            return false;
    return true;
}

bool tableTrustworthy(const Algorithm &a, const std::vector<int> &table)
{
    if (table.empty())
        return false;
    std::mt19937_64 rng(12345);
    const uint64_t mask = a.hashBits() >= 64 ? ~uint64_t(0) : ((uint64_t(1) << a.hashBits()) - 1);
    for (int i = 0; i < 64; ++i) {
        const uint64_t h = rng() & mask;
        if (a.routeHash(h) != table[size_t(h % table.size())])
            return false;
    }
    return true;
}

/// Union of two address lists and the index maps into it.
struct AddressUnion
{
    QStringList addresses;
    std::vector<int> fromA;
    std::vector<int> fromB;

    AddressUnion(const ServerList &a, const ServerList &b)
    {
        QHash<QString, int> index;
        for (const Server &s : a) {
            fromA.push_back(int(addresses.size()));
            index.insert(s.address, int(addresses.size()));
            addresses.append(s.address);
        }
        for (const Server &s : b) {
            auto it = index.constFind(s.address);
            if (it != index.constEnd()) {
                fromB.push_back(*it);
            } else {
                fromB.push_back(int(addresses.size()));
                index.insert(s.address, int(addresses.size()));
                addresses.append(s.address);
            }
        }
    }
};

using FlowMap = std::map<std::pair<int, int>, double>;

void finish(RemapResult &r, const FlowMap &fractions, const std::map<std::pair<int, int>, qint64> &counts)
{
    const size_t n = size_t(r.addresses.size());
    r.before.assign(n, 0.0);
    r.after.assign(n, 0.0);
    for (const auto &[key, f] : fractions) {
        if (key.first >= 0)
            r.before[size_t(key.first)] += f;
        if (key.second >= 0)
            r.after[size_t(key.second)] += f;
        if (key.first != key.second && f > 0) {
            qint64 k = 0;
            if (auto it = counts.find(key); it != counts.end())
                k = it->second;
            r.flows.push_back(RemapFlow{key.first, key.second, f, k});
            r.movedFraction += f;
            r.movedKeys += k;
        }
    }
    std::sort(r.flows.begin(), r.flows.end(), [](const RemapFlow &x, const RemapFlow &y) {
        return x.fraction != y.fraction ? x.fraction > y.fraction : std::pair(x.from, x.to) < std::pair(y.from, y.to);
    });
}

void mergeIntervals(const Algorithm &a, const Algorithm &b, const AddressUnion &u, FlowMap &flows)
{
    auto normalise = [](std::vector<OwnedInterval> iv, const std::vector<int> &map) {
        for (auto &x : iv)
            x.server = x.server >= 0 ? map[size_t(x.server)] : -1;
        if (iv.front().begin != 0)
            iv.insert(iv.begin(), OwnedInterval{0, iv.back().server});
        return iv;
    };
    const auto A = normalise(a.intervals(), u.fromA);
    const auto B = normalise(b.intervals(), u.fromB);
    const u128 end = u128(1) << a.hashBits();
    const double scale = 1.0 / double(end);
    size_t i = 0;
    size_t j = 0;
    u128 pos = 0;
    while (pos < end) {
        const u128 nextA = i + 1 < A.size() ? u128(A[i + 1].begin) : end;
        const u128 nextB = j + 1 < B.size() ? u128(B[j + 1].begin) : end;
        const u128 next = std::min(nextA, nextB);
        flows[{A[i].server, B[j].server}] += double(next - pos) * scale;
        if (nextA == next && i + 1 < A.size())
            ++i;
        if (nextB == next && j + 1 < B.size())
            ++j;
        pos = next;
    }
}

void crossTables(const Algorithm &a, const Algorithm &b, const AddressUnion &u, FlowMap &flows)
{
    const std::vector<int> A = a.table();
    const std::vector<int> B = b.table();
    const uint64_t g = std::gcd(uint64_t(A.size()), uint64_t(B.size()));
    // For a hash uniform modulo lcm(|A|, |B|), (h mod |A|, h mod |B|) is uniform over the pairs
    // (i, j) with i ≡ j (mod g): each has probability g / (|A|·|B|).
    const double weight = double(g) / (double(A.size()) * double(B.size()));
    std::vector<std::map<int, qint64>> countsA(g), countsB(g);
    for (size_t i = 0; i < A.size(); ++i)
        ++countsA[i % g][A[i] >= 0 ? u.fromA[size_t(A[i])] : -1];
    for (size_t j = 0; j < B.size(); ++j)
        ++countsB[j % g][B[j] >= 0 ? u.fromB[size_t(B[j])] : -1];
    for (uint64_t r = 0; r < g; ++r)
        for (const auto &[s, ca] : countsA[r])
            for (const auto &[t, cb] : countsB[r])
                flows[{s, t}] += double(ca) * double(cb) * weight;
}

} // namespace

RemapResult::Method RemapAnalysis::exactMethod(const Algorithm &before, const Algorithm &after)
{
    // A stateful scheme (bounded loads) routes key sets in order (KeyRouting), so its unloaded
    // ring's intervals do not say where keys go: compare it by keys.
    if (before.isStateful() || after.isStateful())
        return RemapResult::Method::Keys;
    if (!sameKeyHashing(before, after))
        return RemapResult::Method::Keys;
    const auto ia = before.intervals();
    const auto ib = after.intervals();
    if (!ia.empty() && !ib.empty() && intervalsTrustworthy(before, ia) && intervalsTrustworthy(after, ib))
        return RemapResult::Method::Intervals;
    const auto ta = before.table();
    const auto tb = after.table();
    if (!ta.empty() && !tb.empty() && tableTrustworthy(before, ta) && tableTrustworthy(after, tb))
        return RemapResult::Method::Table;
    return RemapResult::Method::Keys;
}

RemapResult RemapAnalysis::remap(const Algorithm &before, const Algorithm &after, const KeySource &keys, Mode mode,
                                 const Progress &progress, const CancelToken &cancel)
{
    RemapResult r;
    const AddressUnion u(before.servers(), after.servers());
    r.addresses = u.addresses;
    FlowMap fractions;
    std::map<std::pair<int, int>, qint64> counts;
    const RemapResult::Method exact = mode == Mode::KeysOnly ? RemapResult::Method::Keys : exactMethod(before, after);
    r.method = exact;
    if (exact == RemapResult::Method::Intervals) {
        mergeIntervals(before, after, u, fractions);
    } else if (exact == RemapResult::Method::Table) {
        crossTables(before, after, u, fractions);
    } else if (mode != Mode::ExactOnly) {
        const qint64 total = keys.size();
        const std::vector<int> a = KeyRouting::assignment(before, keys, progress.offset(0, 2 * total), cancel);
        const std::vector<int> b = KeyRouting::assignment(after, keys, progress.offset(total, 2 * total), cancel);
        r.keys = qint64(std::min(a.size(), b.size()));
        for (size_t k = 0; k < size_t(r.keys); ++k) {
            const int s = a[k] >= 0 ? u.fromA[size_t(a[k])] : -1;
            const int t = b[k] >= 0 ? u.fromB[size_t(b[k])] : -1;
            ++counts[{s, t}];
        }
        r.beforeKeys.assign(size_t(r.addresses.size()), 0);
        r.afterKeys.assign(size_t(r.addresses.size()), 0);
        for (const auto &[key, c] : counts) {
            fractions[key] = r.keys > 0 ? double(c) / double(r.keys) : 0.0;
            if (key.first >= 0)
                r.beforeKeys[size_t(key.first)] += c;
            if (key.second >= 0)
                r.afterKeys[size_t(key.second)] += c;
        }
    }
    finish(r, fractions, counts);
    return r;
}

RemovalResult RemapAnalysis::removal(const Algorithm &before, const Algorithm &after, const QList<int> &removed,
                                     const KeySource &keys, Mode mode, const Progress &progress,
                                     const CancelToken &cancel)
{
    RemovalResult out;
    out.remap = remap(before, after, keys, mode, progress, cancel);
    const RemapResult &r = out.remap;
    out.removed = removed; // before's indices equal union indices
    const size_t n = size_t(r.addresses.size());
    std::vector<bool> isRemoved(n, false);
    for (int i : removed)
        if (i >= 0 && size_t(i) < n)
            isRemoved[size_t(i)] = true;
    out.received.assign(n, 0.0);
    std::vector<qint64> receivedKeys(n, 0);
    for (int i : removed) {
        if (i < 0 || size_t(i) >= n)
            continue;
        out.removedFraction += r.before[size_t(i)];
        if (!r.beforeKeys.empty())
            out.removedKeys += r.beforeKeys[size_t(i)];
    }
    for (const RemapFlow &f : r.flows) {
        if (f.from >= 0 && isRemoved[size_t(f.from)]) {
            if (f.to >= 0) {
                out.received[size_t(f.to)] += f.fraction;
                receivedKeys[size_t(f.to)] += f.keys;
            }
        } else {
            out.movedBetweenSurvivors += f.fraction;
            out.movedBetweenSurvivorsKeys += f.keys;
        }
    }
    for (size_t s = 0; s < n; ++s) {
        if (out.received[s] <= 0)
            continue;
        ++out.receivers;
        if (out.received[s] > out.largestTakerShare) {
            out.largestTakerShare = out.received[s];
            out.largestTaker = int(s);
        }
    }
    if (out.removedFraction > 0) {
        for (double &v : out.received)
            v /= out.removedFraction;
        out.largestTakerShare /= out.removedFraction;
    }
    return out;
}

bool RemapAnalysis::removal(const QString &name, const ServerList &servers, const AlgorithmOptions &options,
                            const QList<int> &removed, const KeySource &keys, Mode mode, RemovalResult *result,
                            QString *error)
{
    auto before = AlgorithmRegistry::create(name, servers, options, error);
    if (!before)
        return false;
    ServerList down = servers;
    for (int i : removed) {
        if (i < 0 || i >= down.size()) {
            if (error)
                *error = QCoreApplication::translate("ringcore::RemapAnalysis",
                                                     "remove: server index %1 is outside 1-%2")
                             .arg(i + 1)
                             .arg(down.size());
            return false;
        }
        down[i].down = true;
    }
    auto after = AlgorithmRegistry::create(name, down, options, error);
    if (!after)
        return false;
    *result = removal(*before, *after, removed, keys, mode);
    return true;
}

AdditionResult RemapAnalysis::addition(const Algorithm &before, const Algorithm &after, const KeySource &keys,
                                       Mode mode, const Progress &progress, const CancelToken &cancel)
{
    AdditionResult out;
    out.remap = remap(before, after, keys, mode, progress, cancel);
    const RemapResult &r = out.remap;
    out.movedFraction = r.movedFraction;
    out.movedKeys = r.movedKeys;
    // The newcomer: the first address that only `after` has.
    out.added = before.servers().size() < r.addresses.size() ? int(before.servers().size()) : -1;
    double weights = 0;
    double newWeight = 0;
    for (int i = 0; i < after.servers().size(); ++i) {
        const Server &s = after.servers()[i];
        if (s.down)
            continue;
        weights += s.weight;
        if (s.address == r.addresses.value(out.added))
            newWeight = s.weight;
    }
    out.idealFraction = weights > 0 ? newWeight / weights : 0.0;
    for (const RemapFlow &f : r.flows) {
        if (f.to == out.added)
            out.toNewcomer += f.fraction;
        else
            out.movedBetweenOthers += f.fraction;
    }
    return out;
}

bool RemapAnalysis::addition(const QString &name, const ServerList &servers, const AlgorithmOptions &options,
                             const Server &added, const KeySource &keys, Mode mode, AdditionResult *result,
                             QString *error)
{
    auto before = AlgorithmRegistry::create(name, servers, options, error);
    if (!before)
        return false;
    ServerList more = servers;
    more.append(added);
    auto after = AlgorithmRegistry::create(name, more, options, error);
    if (!after)
        return false;
    *result = addition(*before, *after, keys, mode);
    return true;
}

} // namespace ringcore
