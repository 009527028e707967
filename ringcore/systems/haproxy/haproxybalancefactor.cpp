#include "ringcore/systems/haproxy/haproxybalancefactor.h"

#include <algorithm>
#include <deque>
#include <numeric>
#include <queue>

namespace ringcore {

namespace {
constexpr qint64 kWeightScale = 16; // BE_WEIGHT_SCALE
}

HaproxyBalanceFactor::HaproxyBalanceFactor(const Algorithm &ring, int factor) : m_factor(factor)
{
    const ServerList &servers = ring.servers();
    m_servers = size_t(servers.size());
    auto usable = [](const Server &s) { return !s.down && s.weight > 0; };
    // cfgparse.c divides the weights by their gcd (lbprm.wmult); chash_init_server_tree() sets
    // eweight = ceil(uweight × BE_WEIGHT_SCALE / wmult).
    qint64 gcd = 0;
    for (const Server &s : servers)
        if (s.weight > 0)
            gcd = std::gcd(gcd, qint64(s.weight));
    if (gcd == 0)
        gcd = 1;
    m_eweight.assign(m_servers, 0);
    m_cumulative.assign(m_servers, 0);
    for (size_t i = 0; i < m_servers; ++i) {
        if (!usable(servers[qsizetype(i)]))
            continue;
        m_eweight[i] = (qint64(servers[qsizetype(i)].weight) * kWeightScale + gcd - 1) / gcd;
        // recount_servers(): cumulative weight of the usable servers before it, in declaration order.
        m_cumulative[i] = m_totWeight;
        m_totWeight += m_eweight[i];
    }
    for (const RingPoint &p : ring.points()) {
        if (p.server < 0 || !usable(servers[p.server]))
            continue;
        m_keys.push_back(uint32_t(p.hash));
        m_owner.push_back(p.server);
    }
}

size_t HaproxyBalanceFactor::nearestPoint(uint64_t hash) const
{
    // eb32_lookup_ge(), else the first node; prev wraps to the last; the closer one, prev on a tie.
    const uint32_t h = uint32_t(hash);
    size_t next = size_t(std::lower_bound(m_keys.begin(), m_keys.end(), h) - m_keys.begin());
    if (next == m_keys.size())
        next = 0;
    const size_t prev = next == 0 ? m_keys.size() - 1 : next - 1;
    return h - m_keys[prev] <= m_keys[next] - h ? prev : next;
}

int HaproxyBalanceFactor::firstChoice(uint64_t hash) const
{
    return m_keys.empty() ? -1 : m_owner[nearestPoint(hash)];
}

bool HaproxyBalanceFactor::eligible(int server, const std::vector<int> &served, int inFlight) const
{
    // All unsigned in HAProxy; the values here stay far below 2^32.
    const qint64 totSlots = (qint64(inFlight + 1) * m_factor + 99) / 100;
    const qint64 perWeight = totSlots / m_totWeight;
    const qint64 remainder = totSlots % m_totWeight;
    const size_t s = size_t(server);
    qint64 serverSlots = m_eweight[s] * perWeight;
    serverSlots += ((m_cumulative[s] + m_eweight[s]) * remainder) / m_totWeight - (m_cumulative[s] * remainder) / m_totWeight;
    if (serverSlots == 0)
        serverSlots = 1;
    return served[s] < serverSlots;
}

int HaproxyBalanceFactor::choose(uint64_t hash, const std::vector<int> &served, int inFlight) const
{
    if (m_keys.empty())
        return -1;
    size_t next = nearestPoint(hash);
    int loop = 0;
    while (!eligible(m_owner[next], served, inFlight)) {
        if (++next == m_keys.size()) {
            next = 0;
            if (++loop > 1) // HAProxy's protection against an endless walk
                break;
        }
    }
    return m_owner[next];
}

BalanceFactorCounts HaproxyBalanceFactor::emptyCounts(size_t requests) const
{
    BalanceFactorCounts c;
    c.requests.assign(m_servers, 0);
    c.firstChoice.assign(m_servers, 0);
    c.choice.assign(requests, -1);
    return c;
}

int HaproxyBalanceFactor::place(uint64_t hash, size_t request, std::vector<int> &served, int *inFlight,
                                BalanceFactorCounts *c) const
{
    const int first = firstChoice(hash);
    const int s = choose(hash, served, *inFlight);
    if (s < 0)
        return -1;
    c->total++;
    c->choice[request] = s;
    c->requests[size_t(s)]++;
    c->firstChoice[size_t(first)]++;
    if (s != first)
        c->spilled++;
    served[size_t(s)]++;
    ++*inFlight;
    return s;
}

BalanceFactorCounts HaproxyBalanceFactor::simulate(const std::vector<uint64_t> &hashes, int concurrency) const
{
    BalanceFactorCounts c = emptyCounts(hashes.size());
    std::vector<int> served(m_servers, 0);
    std::deque<int> window; // servers of the requests in flight, oldest first
    int inFlight = 0;
    for (size_t i = 0; i < hashes.size(); ++i) {
        const uint64_t hash = hashes[i];
        while (inFlight > std::max(0, concurrency - 1)) {
            served[size_t(window.front())]--;
            window.pop_front();
            --inFlight;
        }
        const int s = place(hash, i, served, &inFlight, &c);
        if (s >= 0)
            window.push_back(s);
    }
    return c;
}

BalanceFactorCounts HaproxyBalanceFactor::simulateTimed(const std::vector<uint64_t> &hashes,
                                                        const std::vector<quint32> &latenciesUs, int outstanding,
                                                        qint64 holdUs) const
{
    BalanceFactorCounts c = emptyCounts(hashes.size());
    const size_t n = std::min(hashes.size(), latenciesUs.size());
    // The closed loop: request i < outstanding leaves at 0, request i >= outstanding when the earliest
    // outstanding one is answered.
    using Time = qint64; // microseconds since the first request
    std::priority_queue<Time, std::vector<Time>, std::greater<Time>> answered;
    std::vector<std::pair<Time, size_t>> assigned(n); // (HAProxy's assignment, request)
    std::vector<Time> hold(n);
    const size_t outAtOnce = outstanding > 1 ? size_t(outstanding) : 1;
    for (size_t i = 0; i < n; ++i) {
        Time sent = 0;
        if (i >= outAtOnce) {
            sent = answered.top();
            answered.pop();
        }
        const Time latency = Time(latenciesUs[i]);
        answered.push(sent + latency);
        hold[i] = std::min(latency, std::max<Time>(0, holdUs));
        assigned[i] = {sent + (latency - hold[i]) / 2, i};
    }
    std::stable_sort(assigned.begin(), assigned.end(),
                     [](const auto &a, const auto &b) { return a.first < b.first; });
    std::vector<int> served(m_servers, 0);
    int inFlight = 0;
    std::priority_queue<std::pair<Time, int>, std::vector<std::pair<Time, int>>, std::greater<>> releases;
    for (const auto &[at, i] : assigned) {
        while (!releases.empty() && releases.top().first <= at) {
            served[size_t(releases.top().second)]--;
            --inFlight;
            releases.pop();
        }
        const int s = place(hashes[i], i, served, &inFlight, &c);
        if (s >= 0)
            releases.push({at + hold[i], s});
    }
    return c;
}

} // namespace ringcore
