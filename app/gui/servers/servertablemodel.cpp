#include "gui/servers/servertablemodel.h"
#include "ringcore/core/numbertext.h"

#include "gui/common/serverpalette.h"
#include "ringcore/core/numbertext.h"

#include <QLocale>

#include <algorithm>

namespace ringlab::gui {

ServerTableModel::ServerTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{
    connect(ServerPalette::instance(), &ServerPalette::changed, this, [this] {
        if (!m_order.empty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, NUM_COLUMNS - 1), {Qt::DecorationRole, ServerColorRole});
    });
}

void ServerTableModel::setSnapshot(const ringcore::RingSnapshotPtr &snapshot)
{
    beginResetModel();
    m_snapshot = snapshot;
    m_order.clear();
    m_rowOf.clear();
    m_points.clear();
    m_maxShare = 0;
    if (snapshot) {
        const int n = int(snapshot->servers.size());
        m_order.resize(size_t(n));
        for (int i = 0; i < n; ++i)
            m_order[size_t(i)] = i;
        auto share = [&](int s) { return size_t(s) < snapshot->shares.size() ? snapshot->shares[size_t(s)] : 0.0; };
        std::stable_sort(m_order.begin(), m_order.end(), [&](int a, int b) { return share(a) > share(b); });
        m_rowOf.assign(size_t(n), -1);
        for (int r = 0; r < n; ++r)
            m_rowOf[size_t(m_order[size_t(r)])] = r;
        m_points.assign(size_t(n), 0);
        if (snapshot->rule == ringcore::LookupKind::Table) {
            // A table has no points: count each server's slots.
            for (int owner : snapshot->table)
                if (owner >= 0 && owner < n)
                    ++m_points[size_t(owner)];
        } else {
            for (int s = 0; s < n; ++s)
                m_points[size_t(s)] = int(snapshot->pointsOf(s));
        }
        // Nothing was computed for a ring that was not built: no bars (and no fair-share line).
        for (int s = 0; s < n && snapshot->ok(); ++s)
            m_maxShare = std::max(m_maxShare, std::max(share(s), snapshot->fairShare(s)));
    }
    endResetModel();
}

int ServerTableModel::rowOfServer(int server) const
{
    return server >= 0 && size_t(server) < m_rowOf.size() ? m_rowOf[size_t(server)] : -1;
}

int ServerTableModel::serverAtRow(int row) const
{
    return row >= 0 && size_t(row) < m_order.size() ? m_order[size_t(row)] : -1;
}

int ServerTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_order.size());
}

int ServerTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : NUM_COLUMNS;
}

QVariant ServerTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_snapshot)
        return {};
    const int server = m_order[size_t(index.row())];
    const double share = size_t(server) < m_snapshot->shares.size() ? m_snapshot->shares[size_t(server)] : 0;
    const double fair = m_snapshot->fairShare(server);
    if (!m_snapshot->ok() && index.column() >= PointsColumn && index.column() <= KeysColumn) {
        // The ring was not built (too large for memory, a refused option): the servers and
        // weights are the experiment's, but no point, share or key count was computed. Say so
        // instead of zeros that look measured.
        if (role == Qt::DisplayRole)
            return QStringLiteral("—");
        if (role == Qt::ToolTipRole)
            return tr("Not computed: %1").arg(m_snapshot->error);
    }
    switch (role) {
    case ServerIndexRole:
        return server;
    case ShareRole:
        return share;
    case FairShareRole:
        return fair;
    case MaxShareRole:
        return m_maxShare;
    case ServerColorRole:
        return ServerPalette::instance()->serverColor(server);
    case Qt::DecorationRole:
        return index.column() == AddressColumn ? QVariant(ServerPalette::instance()->serverColor(server)) : QVariant();
    case Qt::TextAlignmentRole:
        return index.column() == AddressColumn ? QVariant(int(Qt::AlignLeft | Qt::AlignVCenter))
                                               : QVariant(int(Qt::AlignRight | Qt::AlignVCenter));
    case Qt::ToolTipRole:
        return toolTip(index.column(), server);
    case Qt::DisplayRole:
        return display(index.column(), server);
    default:
        break;
    }
    return {};
}

QVariant ServerTableModel::toolTip(int column, int server) const
{
    const ringcore::Server &s = m_snapshot->servers.at(server);
    const double share = size_t(server) < m_snapshot->shares.size() ? m_snapshot->shares[size_t(server)] : 0;
    const double fair = m_snapshot->fairShare(server);
    const qint64 keys = size_t(server) < m_snapshot->keyCounts.size() ? m_snapshot->keyCounts[size_t(server)] : 0;
    QLocale locale;
    if (column == PointsColumn) {
        switch (m_snapshot->rule) {
        case ringcore::LookupKind::Table:
            return tr("%1 owns %Ln of the table's %2 slots", nullptr, m_points[size_t(server)])
                .arg(s.address, locale.toString(qulonglong(m_snapshot->table.size())));
        case ringcore::LookupKind::Decision:
            return tr("%1 keeps no points or slots: it decides each key from the key and the server list alone")
                .arg(m_snapshot->displayName);
        default:
            return tr("%1 has %Ln points on the ring", nullptr, m_points[size_t(server)]).arg(s.address);
        }
    }
    return tr("%1: %2% of the hash space, %3× its fair share, %4 keys", nullptr, ringcore::NumberText::pluralCount(keys))
        .arg(s.address)
        .arg(locale.toString(share * 100, 'f', 3))
        .arg(fair > 0 ? locale.toString(share / fair, 'f', 3) : QStringLiteral("–"))
        .arg(locale.toString(keys));
}

QVariant ServerTableModel::display(int column, int server) const
{
    const ringcore::Server &s = m_snapshot->servers.at(server);
    const double share = size_t(server) < m_snapshot->shares.size() ? m_snapshot->shares[size_t(server)] : 0;
    const double fair = m_snapshot->fairShare(server);
    const qint64 keys = size_t(server) < m_snapshot->keyCounts.size() ? m_snapshot->keyCounts[size_t(server)] : 0;
    QLocale locale;
    switch (column) {
    case RankColumn:
        // The server's number in the list, as the ring's labels count it ("3·12" is point 12
        // of server #3), not its rank by share: the rows are in share order already.
        return server + 1;
    case AddressColumn: {
        // A hash name is shown as the list writes it: name=address.
        const QString text = s.hashName.isEmpty() ? s.address : s.hashName + QLatin1Char('=') + s.address;
        return s.down ? tr("%1 (down)").arg(text) : text;
    }
    case WeightColumn:
        return s.weight;
    case PointsColumn:
        if (m_snapshot->rule == ringcore::LookupKind::Decision)
            return QStringLiteral("—");
        return locale.toString(m_points[size_t(server)]); // "13,107", as every other number
    case ShareColumn:
        return ringcore::NumberText::percentSign(share, 3, locale);
    case LoadColumn:
        return fair > 0 ? ringcore::NumberText::times(share / fair, 3, locale) : QStringLiteral("–");
    case KeysColumn:
        return locale.toString(keys);
    case BarColumn:
        return QVariant();
    }
    return {};
}

QVariant ServerTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == RankColumn)
        return tr("The server's number in the server list, as the ring's labels count it (3·12: point 12 of "
                  "server #3); the rows are sorted by share, largest first");
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == PointsColumn) {
        if (m_snapshot && m_snapshot->rule == ringcore::LookupKind::Table)
            return tr("Slots of the lookup table each server owns (a table has no ring points)");
        if (m_snapshot && m_snapshot->rule == ringcore::LookupKind::Decision)
            return tr("—: this scheme keeps no points; it decides each key without a ring");
        return tr("Points each server has on the ring");
    }
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole && section == KeysColumn) {
        // A sample (the experiment asks for more keys than a snapshot routes) says so.
        const ringcore::KeySample sample = m_snapshot ? m_snapshot->keySample() : ringcore::KeySample();
        return sample.isSample() ? sample.note() : tr("Generated keys routed to each server");
    }
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case RankColumn: return tr("#");
    case AddressColumn: return tr("Server");
    case WeightColumn: return tr("Weight");
    case PointsColumn:
        return m_snapshot && m_snapshot->rule == ringcore::LookupKind::Table ? tr("Slots") : tr("Points");
    case ShareColumn: return tr("Share");
    case LoadColumn: return tr("× fair");
    case KeysColumn:
        //: The Keys column's title when it counts a sample of the experiment's keys (its tooltip says how many).
        return m_snapshot && m_snapshot->keySample().isSample() ? tr("Keys (sample)") : tr("Keys");
    case BarColumn: return tr("Share vs fair share");
    }
    return {};
}

} // namespace ringlab::gui
