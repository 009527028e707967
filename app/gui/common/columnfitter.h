#pragma once

#include <QObject>
#include <QPointer>

class QTableView;

namespace ringlab::gui {

class WrappingHeaderView;

/// Sizes a table's columns to what they hold so that all of them fit its width: each column gets
/// its content's width; when that is too wide, the titles wrap to their longest word, then the
/// stretch column (a name or a label, elided with "…") gives up width down to a minimum. Only a
/// table too narrow even for that scrolls sideways. Left-over width goes to the stretch column.
/// Refits when the view is resized and when the model's rows or titles change.
class ColumnFitter : public QObject
{
    Q_OBJECT
public:
    /// Installs a WrappingHeaderView on `view` and keeps its columns fitted; `stretchColumn` is
    /// the one that takes spare width and is elided when room is short.
    static ColumnFitter *install(QTableView *view, int stretchColumn);

    /// Further text columns (notes) that may also be elided, down to their title's longest word,
    /// when the stretch column alone cannot make room.
    void setElidable(const QList<int> &columns);

    /// Fits the columns now (also done automatically; for tests and after a font change).
    void fit();

    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    ColumnFitter(QTableView *view, int stretchColumn);
    void scheduleFit();
    void connectModel();

    QPointer<QTableView> m_view;
    WrappingHeaderView *m_header;
    int m_stretch;
    QList<int> m_elidable;
    bool m_pending = false;
    bool m_fitting = false;
    int m_refits = 0; ///< fits in a row caused by the fit itself changing the viewport's width
};

} // namespace ringlab::gui
