#include "ringcore/core/weightstext.h"

#include "ringcore/core/numbertext.h"
#include "ringcore/core/usertext.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>

namespace ringcore {

namespace {

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

QString portOf(const QString &address)
{
    const int colon = address.lastIndexOf(QLatin1Char(':'));
    return colon >= 0 ? address.mid(colon + 1) : QString();
}

} // namespace

bool WeightsText::isSelectorForm(const QString &text)
{
    return text.contains(QLatin1Char(':'));
}

QString WeightsText::format(const ServerList &servers)
{
    if (servers.isEmpty())
        return {};
    QHash<int, int> count;
    bool equal = true;
    for (const Server &s : servers) {
        ++count[s.weight];
        equal = equal && s.weight == servers.first().weight;
    }
    if (equal)
        return QString::number(servers.first().weight);
    if (servers.size() <= kListLimit) {
        QStringList list;
        for (const Server &s : servers)
            list << QString::number(s.weight);
        return list.join(QLatin1Char(','));
    }
    // The most common weight is the default (the smallest one on a tie, for a stable text).
    int common = servers.first().weight;
    for (auto it = count.cbegin(); it != count.cend(); ++it)
        if (it.value() > count.value(common) || (it.value() == count.value(common) && it.key() < common))
            common = it.key();
    QHash<QString, int> portUse;
    for (const Server &s : servers)
        ++portUse[portOf(s.address)];
    QStringList parts{QStringLiteral("*:%1").arg(common)};
    for (const Server &s : servers) {
        if (s.weight == common)
            continue;
        const QString port = portOf(s.address);
        const QString selector = !port.isEmpty() && portUse.value(port) == 1 ? port : s.address;
        parts << QStringLiteral("%1:%2").arg(selector).arg(s.weight);
    }
    return parts.join(QStringLiteral(", "));
}

bool WeightsText::apply(ServerList &servers, const QString &text, int minWeight, int maxWeight, QString *error)
{
    const QStringList items = text.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts);
    if (items.isEmpty())
        return fail(error, tr("weights: the list is empty"));
    ServerList out = servers;
    QList<QPair<QList<int>, int>> assignments; // servers, weight; `*` first
    for (const QString &item : items) {
        const int colon = item.lastIndexOf(QLatin1Char(':'));
        if (colon <= 0 || colon == item.size() - 1)
            return fail(error, tr("weights: \"%1\" is not SERVER:WEIGHT (SERVER is *, a port, #position or an "
                                  "address; WEIGHT %2-%3)")
                                   .arg(UserText::shown(item)).arg(minWeight).arg(maxWeight));
        const QString selector = item.left(colon);
        bool ok = false;
        const qlonglong w = item.mid(colon + 1).toLongLong(&ok);
        if (!ok)
            return fail(error, tr("weights: \"%1\" in \"%2\" is not a whole number (allowed %3-%4)")
                                   .arg(UserText::shown(item.mid(colon + 1)), UserText::shown(item), NumberText::integer(minWeight), NumberText::integer(maxWeight)));
        if (w < minWeight || w > maxWeight)
            return fail(error, tr("weights: %1 in \"%2\" is outside the allowed range %3-%4")
                                   .arg(UserText::shown(item.mid(colon + 1)), UserText::shown(item), NumberText::integer(minWeight), NumberText::integer(maxWeight)));
        QList<int> matches;
        if (selector == QLatin1String("*")) {
            for (int i = 0; i < out.size(); ++i)
                matches << i;
            assignments.prepend({matches, int(w)});
            continue;
        }
        if (selector.startsWith(QLatin1Char('#'))) {
            const int pos = selector.mid(1).toInt(&ok);
            if (!ok || pos < 1 || pos > out.size())
                return fail(error, tr("weights: position \"%1\" is outside 1-%2").arg(UserText::shown(selector)).arg(out.size()));
            matches << pos - 1;
        } else {
            bool isPort = false;
            selector.toInt(&isPort);
            for (int i = 0; i < out.size(); ++i)
                if (out.at(i).address == selector || (isPort && portOf(out.at(i).address) == selector))
                    matches << i;
            if (matches.isEmpty())
                return fail(error, tr("weights: \"%1\" names no server in the list").arg(UserText::shown(selector)));
            if (isPort && matches.size() > 1)
                return fail(error, tr("weights: port %1 matches %2 servers; give the full address")
                                       .arg(UserText::shown(selector)).arg(matches.size()));
        }
        assignments.append({matches, int(w)});
    }
    for (const auto &[indices, weight] : std::as_const(assignments))
        for (int i : indices)
            out[i].weight = weight;
    servers = out;
    return true;
}

} // namespace ringcore
