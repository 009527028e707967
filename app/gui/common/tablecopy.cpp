#include "gui/common/tablecopy.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QKeyEvent>
#include <QTableView>

#include <map>
#include <set>

namespace ringlab::gui {

namespace {
QString cellText(QString text)
{
    // A cell stays one cell in a spreadsheet: no tab or line break of its own.
    text.replace(QLatin1Char('\t'), QLatin1Char(' '));
    text.replace(QLatin1String("\r\n"), QLatin1String(" "));
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    text.replace(QChar::LineSeparator, QLatin1Char(' '));
    text.replace(QChar(0x00AD), QString()); // soft hyphens of wrapped titles
    return text.simplified();
}
}

TableCopy::TableCopy(QAbstractItemView *view)
    : QObject(view)
    , m_view(view)
    , m_copy(new QAction(view))
    , m_selectAll(new QAction(view))
{
    setObjectName(QStringLiteral("tableCopy"));
    m_copy->setObjectName(QStringLiteral("copyTableAction"));
    m_copy->setShortcut(QKeySequence::Copy);
    m_copy->setShortcutContext(Qt::WidgetShortcut);
    m_selectAll->setObjectName(QStringLiteral("selectAllTableAction"));
    m_selectAll->setShortcut(QKeySequence::SelectAll);
    m_selectAll->setShortcutContext(Qt::WidgetShortcut);
    connect(m_copy, &QAction::triggered, this, [this] {
        const QString text = selectionText(m_view);
        if (!text.isEmpty())
            QGuiApplication::clipboard()->setText(text);
    });
    connect(m_selectAll, &QAction::triggered, m_view, &QAbstractItemView::selectAll);
    if (view->selectionMode() == QAbstractItemView::SingleSelection
        || view->selectionMode() == QAbstractItemView::NoSelection)
        view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    view->addAction(m_copy);
    view->addAction(m_selectAll);
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
    view->installEventFilter(this);
    retranslate();
}

TableCopy *TableCopy::install(QAbstractItemView *view)
{
    if (auto *existing = view->findChild<TableCopy *>(QStringLiteral("tableCopy"), Qt::FindDirectChildrenOnly))
        return existing;
    return new TableCopy(view);
}

void TableCopy::installAll(QWidget *root)
{
    for (QTableView *view : root->findChildren<QTableView *>())
        install(view);
}

void TableCopy::retranslate()
{
    m_copy->setText(tr("&Copy"));
    m_copy->setToolTip(tr("Copy the selected cells as tab-separated text, with the column titles"));
    m_selectAll->setText(tr("Select &all"));
}

bool TableCopy::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::LanguageChange)
        retranslate();
    // The view's own Ctrl+C copies the current cell alone: the selection is copied instead.
    if (watched == m_view && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->matches(QKeySequence::Copy)) {
        m_copy->trigger();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

QString TableCopy::selectionText(const QAbstractItemView *view)
{
    const QAbstractItemModel *model = view->model();
    if (!model || !view->selectionModel())
        return QString();
    std::map<int, std::map<int, QString>> rows; // visual row order is the model's (proxies sort)
    std::set<int> columns;
    const auto *table = qobject_cast<const QTableView *>(view);
    for (const QModelIndex &index : view->selectionModel()->selectedIndexes()) {
        if (table && table->isColumnHidden(index.column()))
            continue;
        rows[index.row()][index.column()] = cellText(index.data(Qt::DisplayRole).toString());
        columns.insert(index.column());
    }
    if (rows.empty())
        return QString();
    QStringList lines;
    QStringList header;
    for (int column : columns)
        header << cellText(model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString());
    lines << header.join(QLatin1Char('\t'));
    for (const auto &[row, cells] : rows) {
        QStringList line;
        for (int column : columns) {
            const auto it = cells.find(column);
            line << (it == cells.end() ? QString() : it->second);
        }
        lines << line.join(QLatin1Char('\t'));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace ringlab::gui
