#include "ringcore/systems/caddy/caddyhash.h"
#include "ringcore/rings/repeatedaddress.h"

#include "ringcore/rings/mix64.h"

#include <QCoreApplication>

#include <algorithm>

namespace ringcore {

namespace {

/// The context lupdate files this file's messages under (translations/*.ts).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(CaddyHash)
};

} // namespace

CaddyHash::CaddyHash(ServerList servers, AlgorithmOptions options)
    : Algorithm(std::move(servers), std::move(options))
{
    for (const Server &s : this->servers())
        m_dial.push_back(s.nameOrAddress().toUtf8()); // Upstream.String(): the dial text as written
    m_header = AlgorithmRegistry::text(info(), this->options(), QStringLiteral("policy")) == QLatin1String("header");
}

QString CaddyHash::name() const
{
    return QStringLiteral("caddy");
}

uint32_t CaddyHash::fnv1a(QByteArrayView data, uint32_t state)
{
    for (char c : data) {
        state ^= uint8_t(c);
        state *= 16777619u;
    }
    return state;
}

uint64_t CaddyHash::hashKey(QByteArrayView key) const
{
    return fnv1a(key);
}

int CaddyHash::routeHash(uint64_t hash) const
{
    // hostByHashing(): var highestHash uint32 (0); if h > highestHash { … }.
    uint32_t highest = 0;
    int chosen = -1;
    for (size_t s = 0; s < m_dial.size(); ++s) {
        if (servers().at(int(s)).down)
            continue;
        const uint32_t h = fnv1a(m_dial[s], uint32_t(hash));
        if (h > highest) {
            highest = h;
            chosen = int(s);
        }
    }
    return chosen;
}

int CaddyHash::routeKey(QByteArrayView key) const
{
    if (m_header && key.isEmpty())
        return Unpredictable; // RandomSelection{}.Select(pool, req, nil)
    return route(key);
}

std::vector<double> CaddyHash::shares() const
{
    std::vector<double> out(size_t(servers().size()), 0.0);
    mix64::SplitMix64 rng{0};
    int routed = 0;
    for (int i = 0; i < ShareSamples; ++i) {
        const int s = routeHash(rng.next() & 0xffffffffu);
        if (s >= 0) {
            out[size_t(s)] += 1;
            ++routed;
        }
    }
    for (double &v : out)
        v = routed ? v / routed : 0;
    return out;
}

size_t CaddyHash::memoryBytes() const
{
    // The upstream pool itself; the policy keeps no table.
    size_t bytes = 0;
    for (const QByteArray &d : m_dial)
        bytes += size_t(d.size());
    return bytes;
}

QStringList CaddyHash::explainRoute(uint64_t hash) const
{
    std::vector<std::pair<uint32_t, int>> ranked;
    for (size_t s = 0; s < m_dial.size(); ++s)
        if (!servers().at(int(s)).down)
            ranked.emplace_back(fnv1a(m_dial[s], uint32_t(hash)), int(s));
    std::stable_sort(ranked.begin(), ranked.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
    QStringList lines{Tr::tr("every available upstream scores FNV-1a(key + address); the highest wins:")};
    for (size_t i = 0; i < ranked.size() && i < 3; ++i)
        lines << Tr::tr("%1. %2: %3").arg(i + 1).arg(servers().at(ranked[i].second).address).arg(ranked[i].first);
    return lines;
}

AlgorithmInfo CaddyHash::info()
{
    AlgorithmInfo info;
    info.name = QStringLiteral("caddy");
    info.structure = AlgorithmInfo::Structure::Decision;
    info.trContext = "ringcore::CaddyHash";
    info.displayName = QCoreApplication::translate("ringcore::CaddyHash", "Caddy lb_policy uri_hash (2.6)");
    info.description = QCoreApplication::translate("ringcore::CaddyHash",
        "Caddy 2.6 reverse_proxy uri_hash / header / ip_hash: highest random weight, each available upstream "
        "scores FNV-1a-32 of the key followed by its address; no weights.");
    info.minWeight = 1;
    info.maxWeight = 1;
    info.options = {
        OptionSpec{QStringLiteral("policy"),
                   QCoreApplication::translate("ringcore::CaddyHash", "lb_policy: uri_hash (the request URI), header (a header's "
                                                         "value; empty picks at random) or ip_hash (the client IP)"),
                   QStringLiteral("uri_hash"), 0, 0,
                   {QStringLiteral("uri_hash"), QStringLiteral("header"), QStringLiteral("ip_hash")}, true},
    };
    info.estimateBytes = [](const ServerList &servers, const AlgorithmOptions &) {
        return double(servers.size()) * 64.0;
    };
    info.create = [](const ServerList &servers, const AlgorithmOptions &options,
                     QString *error) -> std::unique_ptr<Algorithm> {
        if (const Server *repeated = firstRepeatedIdentity(servers)) {
            if (error)
                *error = Tr::tr("servers: %1 is listed twice; both copies would score the same and the first "
                            "would always win, so list each upstream once")
                             .arg(repeated->nameOrAddress());
            return nullptr;
        }
        return std::make_unique<CaddyHash>(servers, options);
    };
    info.spreadWithoutPoints = QT_TRANSLATE_NOOP("SpreadMarker", "Caddy (rendezvous/HRW)");
    return info;
}

RINGCORE_REGISTER_ALGORITHM(58, CaddyHash::info())

} // namespace ringcore
