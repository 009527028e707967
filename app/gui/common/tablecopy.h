#pragma once

#include <QObject>

class QAbstractItemView;
class QAction;
class QWidget;

namespace ringlab::gui {

/// Copying a results table as text, the way spreadsheets take it: Ctrl+C and the context menu's
/// "Copy" put the selected cells on the clipboard as tab-separated lines under a header row of
/// their column titles; Ctrl+A and "Select all" select every cell. One helper for every
/// QTableView/QTableWidget of the GUI (installAll() from the main window and the dialogs).
class TableCopy : public QObject
{
    Q_OBJECT
public:
    /// Gives `view` the Copy and Select all actions (shortcuts and context menu); a view that
    /// allowed one row at a time now allows several (its current row still drives the page).
    /// Installing twice is harmless.
    static TableCopy *install(QAbstractItemView *view);
    /// install() on every table view under `root`.
    static void installAll(QWidget *root);

    /// The selection of `view` as text: a header row of the selected columns' titles, then one
    /// line per selected row, cells separated by tabs (tabs and line breaks inside a cell become
    /// spaces). Empty when nothing is selected.
    static QString selectionText(const QAbstractItemView *view);

    QAction *copyAction() const { return m_copy; }
    QAction *selectAllAction() const { return m_selectAll; }

private:
    explicit TableCopy(QAbstractItemView *view);
    void retranslate();
    bool eventFilter(QObject *watched, QEvent *event) override;

    QAbstractItemView *m_view;
    QAction *m_copy;
    QAction *m_selectAll;
};

} // namespace ringlab::gui
