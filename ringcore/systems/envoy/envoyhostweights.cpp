#include "ringcore/systems/envoy/envoyhostweights.h"

#include <QCoreApplication>
#include <QHash>
#include <QHostAddress>

#include <arpa/inet.h>

#include <algorithm>

namespace ringcore {

namespace {

void addHosts(const ServerList &servers, const QList<int> &hosts, double normalizedLocalityWeight,
              EnvoyHostWeights::Result &out)
{
    // Envoy sums the uint32 weights in a uint64 and divides each weight (converted to double,
    // multiplied by the locality's share) by that sum.
    uint64_t sum = 0;
    for (int i : hosts)
        sum += uint64_t(uint32_t(servers[i].weight));
    if (sum == 0)
        return;
    for (int i : hosts) {
        const double weight = double(uint32_t(servers[i].weight)) * normalizedLocalityWeight / double(sum);
        out.entries.push_back({i, weight});
        out.minWeight = std::min(out.minWeight, weight);
        out.maxWeight = std::max(out.maxWeight, weight);
    }
}

} // namespace

EnvoyHostWeights::Result EnvoyHostWeights::normalize(const ServerList &servers)
{
    Result out;
    addHosts(servers, enabledIndices(servers), 1.0, out);
    return out;
}

EnvoyHostWeights::Result EnvoyHostWeights::normalizeLocalities(const ServerList &servers,
                                                               const QList<QList<int>> &localities,
                                                               const QList<uint32_t> &localityWeights)
{
    Result out;
    uint64_t sum = 0;
    for (uint32_t w : localityWeights)
        sum += w;
    if (sum == 0)
        return out;
    for (qsizetype i = 0; i < localityWeights.size() && i < localities.size(); ++i) {
        if (localityWeights[i] == 0)
            continue;
        QList<int> healthy;
        for (int s : localities[i])
            if (s >= 0 && s < servers.size() && !servers[s].down)
                healthy.append(s);
        const double normalizedLocalityWeight = double(localityWeights[i]) / double(sum);
        addHosts(servers, healthy, normalizedLocalityWeight, out);
    }
    return out;
}

bool EnvoyHostWeights::checkWeightSum(const ServerList &servers, QString *error)
{
    uint64_t sum = 0;
    for (const Server &s : servers)
        if (!s.down)
            sum += uint64_t(std::max(0, s.weight));
    if (sum <= kMaxWeightSum)
        return true;
    if (!error)
        return false;
    *error = QCoreApplication::translate("ringcore::EnvoyHostWeights",
                                       "weights: the weights of the servers that are up add up to %1; "
                                       "Envoy allows a sum of at most %2")
        .arg(sum)
        .arg(kMaxWeightSum);
    return false;
}

QByteArray EnvoyHostWeights::hostKey(const QString &address)
{
    QString host = address;
    QString port = QStringLiteral("80");
    bool v6 = false;
    if (address.startsWith(QLatin1Char('['))) {
        const qsizetype close = address.indexOf(QLatin1Char(']'));
        if (close < 0)
            return address.toUtf8();
        host = address.mid(1, close - 1);
        if (address.mid(close + 1).startsWith(QLatin1Char(':')))
            port = address.mid(close + 2);
        v6 = true;
    } else {
        const qsizetype colon = address.lastIndexOf(QLatin1Char(':'));
        if (colon >= 0) {
            host = address.left(colon);
            port = address.mid(colon + 1);
        }
    }
    bool portOk = false;
    const uint portNumber = port.toUInt(&portOk);
    if (!portOk)
        return address.toUtf8();
    const QByteArray portText = QByteArray::number(portNumber);
    if (v6) {
        // Envoy's Ipv6Instance prints the address with inet_ntop; use the same function.
        in6_addr bytes{};
        char text[INET6_ADDRSTRLEN] = {};
        const QByteArray hostBytes = host.toLatin1();
        if (inet_pton(AF_INET6, hostBytes.constData(), &bytes) != 1
            || !inet_ntop(AF_INET6, &bytes, text, sizeof text))
            return address.toUtf8();
        return QByteArray("[") + text + "]:" + portText;
    }
    QHostAddress v4;
    if (host.count(QLatin1Char('.')) == 3 && v4.setAddress(host) && v4.protocol() == QAbstractSocket::IPv4Protocol) {
        const quint32 ip = v4.toIPv4Address();
        return QByteArray::number(ip >> 24) + '.' + QByteArray::number((ip >> 16) & 0xff) + '.'
               + QByteArray::number((ip >> 8) & 0xff) + '.' + QByteArray::number(ip & 0xff) + ':' + portText;
    }
    // A host name: Envoy would hash the address it resolved to, which RingLab cannot know.
    return address.toUtf8();
}

QString EnvoyHostWeights::hostname(const Server &server)
{
    if (!server.hashName.isEmpty())
        return server.hashName;
    const QString &a = server.address;
    if (a.startsWith(QLatin1Char('[')))
        return {};
    const qsizetype colon = a.lastIndexOf(QLatin1Char(':'));
    const QString host = colon < 0 ? a : a.left(colon);
    QHostAddress ip;
    if (host.isEmpty() || ip.setAddress(host))
        return {};
    return host;
}

bool EnvoyHostWeights::hostKeys(const ServerList &servers, bool useHostname, QList<QByteArray> *keys, QString *error)
{
    keys->clear();
    keys->reserve(servers.size());
    QHash<QByteArray, qsizetype> first;
    for (qsizetype i = 0; i < servers.size(); ++i) {
        const Server &s = servers[i];
        if (!useHostname) {
            keys->append(hostKey(s.address));
            continue;
        }
        const QByteArray name = hostname(s).toUtf8();
        if (name.isEmpty()) {
            if (error)
                *error = QCoreApplication::translate("ringcore::EnvoyHostWeights",
                                                     "servers: %1 has no host name, and with %2=true Envoy hashes "
                                                     "the host name; give it one as name=address (or --hash-names)")
                             .arg(s.address, kHostnameOption);
            return false;
        }
        if (!s.down) {
            if (first.contains(name)) {
                if (error)
                    *error = QCoreApplication::translate("ringcore::EnvoyHostWeights",
                                                         "servers: %1 and %2 both have the host name \"%3\"; Envoy's "
                                                         "%4 is only for host names that resolve to one address, so "
                                                         "give each server its own name")
                                 .arg(servers[first.value(name)].address, s.address, QString::fromUtf8(name),
                                      kHostnameOption);
                return false;
            }
            first.insert(name, i);
        }
        keys->append(name);
    }
    return true;
}

} // namespace ringcore
