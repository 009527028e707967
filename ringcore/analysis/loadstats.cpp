#include "ringcore/analysis/loadstats.h"

#include <cmath>

namespace ringcore {

LoadStats LoadStats::of(const std::vector<double> &loads, const ServerList &servers)
{
    LoadStats st;
    double total = 0;
    double weights = 0;
    for (int i = 0; i < servers.size() && size_t(i) < loads.size(); ++i) {
        if (servers[i].down || servers[i].weight <= 0)
            continue; // HAProxy's weight 0 takes no traffic: like down, it has no fair share to compare with
        total += loads[size_t(i)];
        weights += servers[i].weight;
        ++st.enabled;
    }
    if (st.enabled == 0 || total <= 0 || weights <= 0)
        return st;
    double sum = 0;
    double sumSq = 0;
    for (int i = 0; i < servers.size() && size_t(i) < loads.size(); ++i) {
        if (servers[i].down || servers[i].weight <= 0)
            continue; // HAProxy's weight 0 takes no traffic: like down, it has no fair share to compare with
        const double fair = total * servers[i].weight / weights;
        const double r = loads[size_t(i)] / fair;
        if (st.busiestServer < 0 || r > st.busiest) {
            st.busiest = r;
            st.busiestServer = i;
        }
        if (st.quietestServer < 0 || r < st.quietest) {
            st.quietest = r;
            st.quietestServer = i;
        }
        sum += r;
        sumSq += r * r;
    }
    const double mean = sum / st.enabled;
    st.cv = std::sqrt(std::max(0.0, sumSq / st.enabled - mean * mean));
    return st;
}

} // namespace ringcore
