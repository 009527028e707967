#include "gui/traffic/trafficstormmodel.h"

#include "gui/traffic/trafficfigures.h"

#include "ringcore/core/numbertext.h"

#include <algorithm>

namespace ringlab::gui {

using ringcore::NumberText;

void TrafficStormModel::setRun(const TrafficRunData &data)
{
    beginResetModel();
    m_rows.clear();
    for (int i = 0; i < int(data.algorithms.size()); ++i) {
        if (!data.errors.value(i).isEmpty()) {
            m_rows << Row{data.algorithms[i], {}, data.errors[i]};
            continue;
        }
        for (const ringcore::TrafficEventResult &e : data.results[size_t(i)].events)
            m_rows << Row{data.algorithms[i], e, {}};
    }
    endResetModel();
}

QString TrafficStormModel::eventText(const ringcore::TrafficEventResult &e, const QString &address)
{
    return (e.event.kind == ringcore::ScaleEvent::Kind::Remove ? tr("remove %1 at %2%") : tr("add %1 at %2%"))
        .arg(address, QString::number(e.event.percent));
}

bool TrafficStormModel::noDip(const ringcore::TrafficEventResult &e)
{
    return e.recoveryRequests == 0;
}

QString TrafficStormModel::noDipText(const ringcore::TrafficEventResult &e)
{
    return tr("No dip: the first window after the event already had a hit ratio within 1 point of the window "
              "before it (%1 after, %2 before). The storm's %Ln misses were too few to lower a whole window's "
              "hit ratio by more than 1 point, so there is no length to measure.",
              nullptr, NumberText::pluralCount(e.stormMisses))
        .arg(NumberText::percentSign(e.lowestHitRatio, 1), NumberText::percentSign(e.hitRatioBefore, 1));
}

bool TrafficStormModel::hasNoDip() const
{
    return std::any_of(m_rows.cbegin(), m_rows.cend(), [](const Row &r) { return r.error.isEmpty() && noDip(r.event); });
}

QString TrafficStormModel::noDipNote()
{
    return tr("Storm length —: no dip of more than 1 point, nothing to recover from.");
}

int TrafficStormModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int TrafficStormModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant TrafficStormModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &r = m_rows[index.row()];
    const ringcore::TrafficEventResult &e = r.event;
    const bool display = role == Qt::DisplayRole;
    const bool raw = role == Qt::UserRole;
    if (!display && !raw) {
        if (role == Qt::TextAlignmentRole && index.column() >= AtRequest)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        if (role == Qt::ToolTipRole && index.column() == Algorithm)
            return TrafficFigures::algorithmName(r.algorithm); // the column may be elided
        if (role == Qt::ToolTipRole && !r.error.isEmpty())
            return r.error;
        if (role == Qt::ToolTipRole && index.column() == Event)
            return eventText(e, e.event.address);
        if (role == Qt::ToolTipRole && index.column() == Length && r.error.isEmpty() && noDip(e))
            return noDipText(e);
        return {};
    }
    if (!r.error.isEmpty()) {
        if (index.column() == Algorithm)
            return display && !m_shortNames ? TrafficFigures::algorithmName(r.algorithm) : r.algorithm;
        if (index.column() == Event)
            return r.error;
        return {};
    }
    switch (index.column()) {
    case Algorithm:
        // On screen the translated name; the data (CSV, JSON) keep the registry name.
        return display && !m_shortNames ? TrafficFigures::algorithmName(r.algorithm) : r.algorithm;
    case Event:
        // On screen a loopback address by its port (the servers differ only there), so the nine
        // columns fit at 1366×768; the data (CSV, JSON) and the tooltip keep the address.
        return eventText(e, display && e.event.address.startsWith(QLatin1String("127.0.0.1:")) ? e.event.address.mid(9)
                                                                                                : e.event.address);
    case AtRequest:
        return display ? QVariant(NumberText::integer(e.atRequest)) : QVariant(double(e.atRequest));
    case KeysMoved:
        return display ? QVariant(NumberText::integer(e.keysMoved)) : QVariant(double(e.keysMoved));
    case MovedShare:
        if (e.movedRequestShare < 0)
            return display ? QVariant(tr("n/a")) : QVariant();
        return display ? QVariant(NumberText::percentSign(e.movedRequestShare, 2)) : QVariant(e.movedRequestShare);
    case Storm:
        return display ? QVariant(NumberText::integer(e.stormMisses)) : QVariant(double(e.stormMisses));
    case Before:
        if (e.hitRatioBefore < 0)
            return display ? QVariant(tr("n/a")) : QVariant();
        return display ? QVariant(NumberText::percentSign(e.hitRatioBefore, 1)) : QVariant(e.hitRatioBefore);
    case Lowest:
        if (e.lowestHitRatio < 0)
            return display ? QVariant(tr("n/a")) : QVariant();
        return display ? QVariant(NumberText::percentSign(e.lowestHitRatio, 1)) : QVariant(e.lowestHitRatio);
    case Length:
        // 0 would read as "a storm of no length" beside hundreds of misses: the hit ratio never
        // left its 1-point band, so there was nothing to recover from ("—", the tooltip says why).
        if (display && noDip(e))
            return QStringLiteral("—");
        if (e.recoveryRequests < 0)
            return display ? QVariant(tr("not back")) : QVariant(-1.0);
        return display ? QVariant(NumberText::integer(e.recoveryRequests)) : QVariant(double(e.recoveryRequests));
    }
    return {};
}

QVariant TrafficStormModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case KeysMoved:
            return tr("Keys whose server changed at the event (Zipf, uniform: of the whole key universe; a log: of the "
                      "keys requested after it)");
        case Storm:
            return tr("The miss storm: requests after the event that were a moved key's first request since it and "
                      "missed");
        case Length:
            return tr("Requests from the event until a window's hit ratio is back within 1 point of the window before "
                      "it");
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Algorithm:
        return tr("Algorithm");
    case Event:
        return tr("Event");
    case AtRequest:
        return tr("Before request");
    case KeysMoved:
        return tr("Keys moved");
    case MovedShare:
        return tr("Their requests");
    case Storm:
        return tr("Miss storm (misses)");
    case Before:
        return tr("Hit ratio before");
    case Lowest:
        return tr("Lowest after");
    case Length:
        return tr("Storm length (requests)");
    }
    return {};
}

} // namespace ringlab::gui
