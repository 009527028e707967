#include "gui/common/columnfitter.h"

#include "gui/common/wrappingheaderview.h"

#include <QAbstractItemModel>
#include <QEvent>
#include <QFontMetrics>
#include <QTableView>
#include <QTimer>

#include <algorithm>
#include <numeric>

namespace ringlab::gui {

ColumnFitter *ColumnFitter::install(QTableView *view, int stretchColumn)
{
    return new ColumnFitter(view, stretchColumn);
}

ColumnFitter::ColumnFitter(QTableView *view, int stretchColumn)
    : QObject(view), m_view(view), m_header(new WrappingHeaderView(view)), m_stretch(stretchColumn)
{
    // The new header keeps the old one's sort state ("-1": the model's own order until the user
    // sorts); setSortingEnabled then sorts by it again.
    const bool sorting = view->isSortingEnabled();
    const int sortSection = view->horizontalHeader()->sortIndicatorSection();
    const Qt::SortOrder sortOrder = view->horizontalHeader()->sortIndicatorOrder();
    view->setHorizontalHeader(m_header);
    m_header->setSectionResizeMode(QHeaderView::Interactive);
    m_header->setStretchLastSection(false);
    m_header->setSortIndicator(sortSection, sortOrder);
    view->setSortingEnabled(sorting);
    view->setTextElideMode(Qt::ElideRight);
    view->setWordWrap(false);
    view->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    view->viewport()->installEventFilter(this);
    view->installEventFilter(this);
    connect(m_header, &QHeaderView::sortIndicatorChanged, this, &ColumnFitter::scheduleFit);
    connectModel();
    scheduleFit();
}

void ColumnFitter::setElidable(const QList<int> &columns)
{
    m_elidable = columns;
    scheduleFit();
}

void ColumnFitter::connectModel()
{
    QAbstractItemModel *model = m_view->model();
    if (!model)
        return;
    connect(model, &QAbstractItemModel::modelReset, this, &ColumnFitter::scheduleFit);
    connect(model, &QAbstractItemModel::layoutChanged, this, &ColumnFitter::scheduleFit);
    connect(model, &QAbstractItemModel::rowsInserted, this, &ColumnFitter::scheduleFit);
    connect(model, &QAbstractItemModel::dataChanged, this, &ColumnFitter::scheduleFit);
    connect(model, &QAbstractItemModel::headerDataChanged, this, &ColumnFitter::scheduleFit);
}

bool ColumnFitter::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::Resize:
        if (watched == m_view->viewport())
            scheduleFit();
        break;
    case QEvent::LanguageChange:
    case QEvent::FontChange:
    case QEvent::StyleChange:
    case QEvent::Show:
        scheduleFit();
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

void ColumnFitter::scheduleFit()
{
    if (m_pending || m_fitting)
        return;
    m_pending = true;
    QTimer::singleShot(0, this, [this] {
        m_pending = false;
        fit();
    });
}

void ColumnFitter::fit()
{
    if (!m_view || !m_view->model() || m_fitting)
        return;
    m_fitting = true;
    const int columns = m_view->model()->columnCount();
    QList<int> content(columns), wide(columns), narrow(columns);
    for (int c = 0; c < columns; ++c) {
        // The cells (rows in and near the viewport); public in QAbstractItemView.
        content[c] = static_cast<const QAbstractItemView *>(m_view.data())->sizeHintForColumn(c);
        // The header never makes a section narrower than its minimum (26 px with the Chinese
        // font: a "1" column asked for 15 px got 26, and the Ring page's table was 9 px too wide).
        const int least = m_header->minimumSectionSize();
        wide[c] = std::max({content[c], m_header->titleWidth(c), least});
        // A title's unbreakable term (a whole Chinese term, WrappingHeaderView::pieces) widens a
        // narrow column only up to about ten digits; beyond that the header elides it with a
        // tooltip rather than take the width of the names' column.
        const int termCap = std::max(content[c], m_view->fontMetrics().horizontalAdvance(QStringLiteral("0000000000")));
        narrow[c] = std::max({content[c], std::min(m_header->narrowestTitleWidth(c), termCap), least});
    }
    // The viewport excludes a visible vertical scroll bar; when one appears later, the viewport's
    // resize fits again.
    const int room = m_view->viewport()->width();
    const auto sum = [](const QList<int> &w) { return std::accumulate(w.cbegin(), w.cend(), 0); };
    QList<int> widths = sum(wide) <= room ? wide : narrow;
    const bool haveStretch = m_stretch >= 0 && m_stretch < columns;
    // Gives up to `budget` px to the titles whose long word was capped at ten digits ("Verschob…",
    // "Meistbela…" in German); returns what is left of it.
    const auto unElideTitles = [&](int budget) {
        for (int c = 0; c < columns && budget > 0; ++c) {
            if (c == m_stretch)
                continue;
            const int give = std::min(budget, m_header->narrowestTitleWidth(c) - widths[c]);
            if (give > 0) {
                widths[c] += give;
                budget -= give;
            }
        }
        return budget;
    };
    if (haveStretch) {
        const int total = sum(widths);
        if (total < room) {
            // Spare width first un-elides the capped titles (while the names' column had room to
            // give), then goes to the names.
            widths[m_stretch] += unElideTitles(room - total);
        } else if (total > room) {
            // The stretch column gives up width, elided, down to a title word or a few characters.
            const int floor = std::max({std::min(m_header->narrowestTitleWidth(m_stretch),
                                                 m_view->fontMetrics().horizontalAdvance(QStringLiteral("0000000000"))),
                                        m_view->fontMetrics().horizontalAdvance(QStringLiteral("0000000")),
                                        m_header->minimumSectionSize()});
            // What it can give beyond the room needed first un-elides the titles whose long word was
            // capped at ten digits (German "Fehlzugri…" beside the Traffic page's long algorithm
            // names), then the rest of the shortfall is its own.
            unElideTitles(widths[m_stretch] - floor - (total - room));
            widths[m_stretch] = std::max(floor, room - (sum(widths) - widths[m_stretch]));
        }
    }
    for (const int c : std::as_const(m_elidable)) {
        const int over = sum(widths) - room;
        if (over <= 0 || c < 0 || c >= columns)
            break;
        widths[c] = std::max({m_header->narrowestTitleWidth(c), m_header->minimumSectionSize(), widths[c] - over});
    }
    for (int c = 0; c < columns; ++c)
        m_header->resizeSection(c, widths[c]);
    m_header->updateGeometry();
    m_view->updateGeometry();
    m_fitting = false;
    // Fitting can change the viewport's width while it runs (a wrapped title makes the header
    // taller, the vertical scroll bar appears): the resize it caused was ignored above, so fit
    // once more for the new width (a few times at most, should the scroll bar come and go).
    if (m_view->viewport()->width() != room && m_refits < 3) {
        ++m_refits;
        scheduleFit();
    } else {
        m_refits = 0;
    }
}

} // namespace ringlab::gui
