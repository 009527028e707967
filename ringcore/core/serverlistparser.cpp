#include "ringcore/core/serverlistparser.h"

#include "ringcore/core/numbertext.h"
#include "ringcore/core/usertext.h"
#include "ringcore/core/weightstext.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QRegularExpression>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace ringcore {

namespace {

bool setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

bool parsePort(const QString &text, int *port)
{
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value < 1 || value > 65535)
        return false;
    *port = value;
    return true;
}

const QRegularExpression &hostNamePattern()
{
    static const QRegularExpression re(QStringLiteral(
        "^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$"));
    return re;
}

} // namespace

QString ServerListParser::normaliseAddress(const QString &input, QString *error)
{
    const QString address = input.trimmed();
    if (address.isEmpty()) {
        setError(error, tr("servers: empty address"));
        return {};
    }
    QString host;
    QString portText;
    if (address.startsWith(QLatin1Char('['))) {
        const qsizetype close = address.indexOf(QLatin1Char(']'));
        if (close < 0) {
            setError(error, tr("servers: \"%1\" opens an IPv6 bracket without closing it").arg(UserText::shown(address)));
            return {};
        }
        host = address.mid(1, close - 1);
        const QString rest = address.mid(close + 1);
        if (!rest.isEmpty()) {
            if (!rest.startsWith(QLatin1Char(':'))) {
                setError(error, tr("servers: \"%1\" has text after the IPv6 address").arg(UserText::shown(address)));
                return {};
            }
            portText = rest.mid(1);
        }
        QHostAddress v6;
        if (!v6.setAddress(host) || v6.protocol() != QAbstractSocket::IPv6Protocol) {
            setError(error, tr("servers: \"%1\" is not a valid IPv6 address").arg(UserText::shown(host)));
            return {};
        }
    } else {
        const qsizetype colons = address.count(QLatin1Char(':'));
        if (colons > 1) {
            setError(error, tr("servers: \"%1\": write IPv6 addresses in brackets, e.g. [::1]:80").arg(UserText::shown(address)));
            return {};
        }
        const qsizetype colon = address.indexOf(QLatin1Char(':'));
        host = colon < 0 ? address : address.left(colon);
        if (colon >= 0)
            portText = address.mid(colon + 1);
        static const QRegularExpression ipv4Like(QStringLiteral("^[0-9.]+$"));
        if (ipv4Like.match(host).hasMatch()) {
            if (!host.contains(QLatin1Char('.'))) {
                // "90": Envoy's and twemproxy's tests name hosts like this; a name is not an address.
                setError(error, tr("servers: \"%1\" is not an address (an IPv4 address has four numbers); to hash "
                                   "the name \"%1\", write it before the server's address: %1=127.0.0.1:9001, or "
                                   "give the names separately (--hash-names)").arg(UserText::shown(host)));
                return {};
            }
            QHostAddress v4;
            if (!v4.setAddress(host) || v4.protocol() != QAbstractSocket::IPv4Protocol
                || host.count(QLatin1Char('.')) != 3) {
                setError(error, tr("servers: \"%1\" is not a valid IPv4 address").arg(UserText::shown(host)));
                return {};
            }
        } else if (!hostNamePattern().match(host).hasMatch()) {
            setError(error, tr("servers: \"%1\" is not a valid host name").arg(UserText::shown(host)));
            return {};
        }
    }
    if (portText.isNull())
        return address; // a bare host: kept exactly as written, since proxies hash the text
    int port = 0;
    if (!parsePort(portText, &port)) {
        setError(error, tr("servers: port \"%1\" in \"%2\" is outside the allowed range 1-65535")
                            .arg(UserText::shown(portText), UserText::shown(address)));
        return {};
    }
    return address;
}

ServerList ServerListParser::loopbackServers(int count, int weight)
{
    // 56,535 ports fit on one address (9001-65535); a larger count goes on with 127.0.0.2:9001,
    // so every count of the stated range 1-100,000 is accepted.
    constexpr int kPortsPerAddress = 65536 - kFirstPort;
    ServerList servers;
    servers.reserve(qsizetype(std::max(count, 0)));
    for (int i = 0; i < count; ++i)
        servers.append(Server{QStringLiteral("127.0.0.%1:%2").arg(1 + i / kPortsPerAddress).arg(kFirstPort + i % kPortsPerAddress),
                              weight, false});
    return servers;
}

QString ServerListParser::loopbackRangeText(int count)
{
    return QStringLiteral("127.0.0.1:%1-%2").arg(kFirstPort).arg(kFirstPort + count - 1);
}

namespace {

/// A plain count: the seed harness's backends 127.0.0.1:9001 upwards.
ServerList countedServers(qlonglong count)
{
    return ServerListParser::loopbackServers(int(count));
}

/// The addresses one item of a list writes ("host:9001-9003" is three); false with *error on a bad range.
bool itemAddresses(const QString &item, qsizetype listed, QStringList *addresses, QString *error)
{
    static const QRegularExpression rangePattern(QStringLiteral("^(.*):(\\d+)-(\\d+)$"));
    const auto m = rangePattern.match(item);
    if (!m.hasMatch()) {
        addresses->append(item);
        return true;
    }
    int first = 0, last = 0;
    if (!parsePort(m.captured(2), &first) || !parsePort(m.captured(3), &last))
        return setError(error, ServerListParser::tr("servers: range \"%1\" has a port outside 1-65535").arg(UserText::shown(item)));
    if (last < first)
        return setError(error, ServerListParser::tr("servers: range \"%1\" is reversed (%2 > %3)").arg(UserText::shown(item)).arg(first).arg(last));
    if (listed + (last - first + 1) > ServerListParser::kMaxServers)
        return setError(error, ServerListParser::tr("servers: more than %1 servers").arg(NumberText::integer(ServerListParser::kMaxServers)));
    for (int p = first; p <= last; ++p)
        addresses->append(QStringLiteral("%1:%2").arg(m.captured(1)).arg(p));
    return true;
}

/// Appends the servers one item of a list names ("name=address", an address or a port range);
/// false with *error on a bad item or a server listed twice.
bool appendItem(QString item, QSet<QString> *seen, ServerList *servers, QString *error)
{
    QString name;
    const qsizetype eq = item.indexOf(QLatin1Char('='));
    if (eq >= 0) {
        name = item.left(eq);
        item = item.mid(eq + 1);
        if (item.isEmpty())
            return setError(error, ServerListParser::tr("servers: \"%1=\" gives a hash name but no address; write name=address, e.g. "
                                                        "%1=127.0.0.1:9001").arg(UserText::shown(name)));
        if (!ServerListParser::checkHashName(name, error))
            return false;
    }
    QStringList addresses;
    if (!itemAddresses(item, servers->size(), &addresses, error))
        return false;
    for (const QString &a : std::as_const(addresses)) {
        QString why;
        const QString normal = ServerListParser::normaliseAddress(a, &why);
        if (normal.isEmpty())
            return setError(error, why);
        if (seen->contains(normal))
            return setError(error, ServerListParser::tr("servers: \"%1\" appears twice; each server must be listed once").arg(UserText::shown(normal)));
        seen->insert(normal);
        servers->append(Server{normal, 1, false, name});
    }
    return true;
}

} // namespace

ServerList ServerListParser::parseServers(const QString &text, QString *error)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty()) {
        setError(error, tr("servers: the list is empty; give at least one server (1-%1)").arg(NumberText::integer(kMaxServers)));
        return {};
    }
    bool isCount = false;
    const qlonglong count = trimmed.toLongLong(&isCount);
    if (isCount) {
        if (count < 1 || count > kMaxServers) {
            setError(error, tr("servers: %1 is outside the allowed range 1-%2").arg(UserText::shown(trimmed), NumberText::integer(kMaxServers)));
            return {};
        }
        return countedServers(count);
    }

    ServerList servers;
    QSet<QString> seen;
    const QStringList items = trimmed.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts);
    for (const QString &item : items) {
        if (!appendItem(item, &seen, &servers, error))
            return {};
    }
    if (servers.isEmpty()) {
        // Found by fuzzing: ", " splits into no items at all.
        setError(error, tr("servers: \"%1\" names no server; give at least one (1-%2)").arg(UserText::shown(trimmed), NumberText::integer(kMaxServers)));
        return {};
    }
    if (servers.size() > kMaxServers) {
        setError(error, tr("servers: more than %1 servers").arg(NumberText::integer(kMaxServers)));
        return {};
    }
    return servers;
}

bool ServerListParser::checkHashName(const QString &name, QString *error)
{
    if (name.isEmpty())
        return setError(error, tr("servers: a hash name is empty; write name=address, e.g. cache-1=10.0.0.1:8080"));
    if (name.size() > 255)
        return setError(error, tr("servers: hash name \"%1…\" has %2 characters; allowed 1-255")
                                   .arg(name.left(20)).arg(name.size()));
    for (const QChar c : name) {
        if (c.isSpace() || !c.isPrint() || c == QLatin1Char(',') || c == QLatin1Char('='))
            return setError(error, tr("servers: hash name \"%1\" holds a space, a comma, \"=\" or a control "
                                      "character; a name is 1-255 printable characters without them")
                                       .arg(UserText::shown(name)));
    }
    return true;
}

bool ServerListParser::applyHashNames(ServerList &servers, const QString &text, QString *error)
{
    static const QRegularExpression brace(QStringLiteral("\\{(\\d{1,6})\\.\\.(\\d{1,6})\\}"));
    const QStringList items = text.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts);
    if (items.isEmpty())
        return setError(error, tr("hash-names: the list is empty; give one name per server"));
    QStringList names;
    for (const QString &item : items) {
        const QRegularExpressionMatch m = brace.match(item);
        if (!m.hasMatch()) {
            names.append(item);
            continue;
        }
        const int first = m.captured(1).toInt();
        const int last = m.captured(2).toInt();
        if (last < first)
            return setError(error, tr("hash-names: \"%1\" counts backwards (%2 > %3)").arg(UserText::shown(item)).arg(first).arg(last));
        if (names.size() + (last - first + 1) > servers.size())
            return setError(error, tr("hash-names: more names than the %1 servers; give one name per server")
                                       .arg(servers.size()));
        for (int i = first; i <= last; ++i)
            names.append(item.left(m.capturedStart()) + QString::number(i) + item.mid(m.capturedEnd()));
    }
    if (names.size() != servers.size())
        return setError(error, tr("hash-names: %1 names for %2 servers; give one name per server (- for none)")
                                   .arg(names.size()).arg(servers.size()));
    for (const QString &name : std::as_const(names)) {
        QString why;
        if (name != QLatin1String("-") && !checkHashName(name, &why))
            return setError(error, tr("hash-names: %1").arg(why.mid(why.indexOf(QLatin1Char(' ')) + 1)));
    }
    for (qsizetype i = 0; i < servers.size(); ++i)
        servers[i].hashName = names[i] == QLatin1String("-") ? QString() : names[i];
    return true;
}

bool ServerListParser::applyWeights(ServerList &servers, const QString &text, int minWeight, int maxWeight,
                                    QString *error)
{
    if (WeightsText::isSelectorForm(text)) // "*:1, 9042:5"
        return WeightsText::apply(servers, text, minWeight, maxWeight, error);
    const QStringList items = text.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts);
    if (items.isEmpty())
        return setError(error, tr("weights: the list is empty"));
    if (items.size() != 1 && items.size() != servers.size())
        return setError(error, tr("weights: %1 values for %2 servers; give one value for all or one per server")
                                   .arg(items.size()).arg(servers.size()));
    QList<int> weights;
    for (const QString &item : items) {
        bool ok = false;
        const qlonglong w = item.toLongLong(&ok);
        if (!ok)
            return setError(error, tr("weights: \"%1\" is not a whole number (allowed %2-%3)")
                                       .arg(UserText::shown(item), NumberText::integer(minWeight), NumberText::integer(maxWeight)));
        if (w < minWeight || w > maxWeight)
            return setError(error, tr("weights: %1 is outside the allowed range %2-%3")
                                       .arg(UserText::shown(item), NumberText::integer(minWeight), NumberText::integer(maxWeight)));
        weights.append(int(w));
    }
    for (int i = 0; i < servers.size(); ++i)
        servers[i].weight = weights.size() == 1 ? weights.front() : weights[i];
    return true;
}

bool ServerListParser::applyDown(ServerList &servers, const QString &text, QString *error)
{
    QList<int> indices;
    if (!parseDown(servers, text, &indices, error))
        return false;
    for (int i : std::as_const(indices))
        servers[i].down = true;
    return true;
}

namespace {

/// parseDown()'s lookups over one list, and the servers chosen so far.
struct DownIndex
{
    const ServerList &servers;
    const int count;
    QString *error;
    QSet<int> chosen;
    // Indexed once, so a range over many ports is linear in the list, not quadratic (a 9,200-port
    // range on 9,200 servers took 4 s before; fuzz_serverlist's corpus/serverlist/hang-port-range).
    QHash<int, QList<int>> serversOnPort;
    QHash<QString, int> serverAt;
    QHash<QString, QList<int>> serversNamed;

    static int portOf(const QString &address)
    {
        const int colon = int(address.lastIndexOf(QLatin1Char(':')));
        return colon < 0 ? -1 : address.mid(colon + 1).toInt();
    }

    DownIndex(const ServerList &list, QString *errorOut)
        : servers(list), count(int(list.size())), error(errorOut)
    {
        for (int i = 0; i < count; ++i) {
            serversOnPort[portOf(servers[i].address)].append(i);
            if (!servers[i].hashName.isEmpty())
                serversNamed[servers[i].hashName].append(i);
        }
        for (int i = count - 1; i >= 0; --i) // the first server with an address wins, as before
            serverAt[servers[i].address] = i;
    }

    // The servers on one port ("9042"): exactly one, else the item is ambiguous or names none.
    bool byPort(int port, const QString &item)
    {
        const QList<int> found = serversOnPort.value(port);
        if (found.size() > 1)
            return setError(error, ServerListParser::tr("down: port %1 matches %2 servers; give the full address").arg(port).arg(found.size()));
        if (found.isEmpty()) {
            if (port >= 1 && port <= count && item == QString::number(port))
                return setError(error, ServerListParser::tr("down: port %1 names no server in the list; for the server at position %1 "
                                          "write #%1").arg(port));
            return setError(error, ServerListParser::tr("down: \"%1\" names no server in the list").arg(UserText::shown(item)));
        }
        chosen.insert(found.front());
        return true;
    }
    bool byPosition(int position, const QString &item)
    {
        if (position < 1 || position > count)
            return setError(error, ServerListParser::tr("down: position \"%1\" is outside 1-%2").arg(UserText::shown(item)).arg(count));
        chosen.insert(position - 1);
        return true;
    }
    bool byAddress(const QString &address, const QString &item)
    {
        const auto it = serverAt.constFind(address);
        if (it != serverAt.constEnd()) {
            chosen.insert(it.value());
            return true;
        }
        return setError(error, ServerListParser::tr("down: \"%1\" names no server in the list").arg(UserText::shown(item)));
    }
    // Every server with this hash name; false (no error set) when none has it.
    bool byName(const QString &item)
    {
        const QList<int> named = serversNamed.value(item);
        for (int i : named)
            chosen.insert(i);
        return !named.isEmpty();
    }

    /// Chooses the servers one item names; false with *error when it names none.
    bool add(const QString &item)
    {
        // A range's ends: the first a number, the second the same kind; never backwards.
        static const QRegularExpression positionItem(QStringLiteral("^#(\\d{1,9})(?:-#?(\\d{1,9}))?$"));
        static const QRegularExpression portItem(QStringLiteral("^(\\d{1,9})(?:-(\\d{1,9}))?$"));
        static const QRegularExpression addressItem(QStringLiteral("^(.*):(\\d{1,9})(?:-(\\d{1,9}))?$"));
        QRegularExpressionMatch m;
        int kind = 0; // 1 position, 2 port, 3 address
        if ((m = positionItem.match(item)).hasMatch())
            kind = 1;
        else if ((m = portItem.match(item)).hasMatch())
            kind = 2;
        else if ((m = addressItem.match(item)).hasMatch())
            kind = 3;
        if (kind != 1 && kind != 2 && byName(item))
            return true;
        if (kind == 0)
            return setError(error, ServerListParser::tr("down: \"%1\" is not an address (127.0.0.1:9042), a port (9042), a position (#42), "
                                      "a range (9040-9045, #7-#9) or a server's hash name").arg(UserText::shown(item)));
        const int first = m.captured(kind == 3 ? 2 : 1).toInt();
        const QString lastText = m.captured(kind == 3 ? 3 : 2);
        const int last = lastText.isEmpty() ? first : lastText.toInt();
        if (last < first)
            return setError(error, ServerListParser::tr("down: the range \"%1\" runs backwards (%2 > %3)").arg(UserText::shown(item)).arg(first).arg(last));
        if (kind == 1) {
            if (!byPosition(first, item) || !byPosition(last, item))
                return false;
            for (int p = first; p <= last; ++p)
                byPosition(p, item);
            return true;
        }
        if (last > 65535)
            return setError(error, ServerListParser::tr("down: \"%1\" is not a port in 1-65535").arg(UserText::shown(item)));
        for (int p = first; p <= last; ++p) {
            const QString one = first == last ? item : QString::number(p);
            const bool ok = kind == 2 ? byPort(p, one)
                                      : byAddress(ServerListParser::normaliseAddress(QStringLiteral("%1:%2").arg(m.captured(1)).arg(p), nullptr),
                                                  first == last ? item : QStringLiteral("%1:%2").arg(m.captured(1)).arg(p));
            if (!ok)
                return false;
        }
        return true;
    }
};

} // namespace

bool ServerListParser::parseDown(const ServerList &servers, const QString &text, QList<int> *indices, QString *error)
{
    indices->clear();
    DownIndex down(servers, error);
    const QStringList items = text.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts);
    for (const QString &item : items) {
        if (!down.add(item))
            return false;
    }
    *indices = QList<int>(down.chosen.cbegin(), down.chosen.cend());
    std::sort(indices->begin(), indices->end());
    return true;
}

} // namespace ringcore
