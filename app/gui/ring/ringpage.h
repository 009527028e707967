#pragma once

#include "gui/export/figurecatalog.h"
#include "gui/page.h"
#include "ringcore/snapshot/ringsnapshot.h"

class QLineEdit;
class QLabel;
class QTableView;
class QPushButton;
class QHBoxLayout;
class QSplitter;

namespace ringlab::gui {

class RingView;
class ServerTableModel;
class SnapshotService;
struct RingRenderState;

/// The Ring tab: the ring view, a key box to watch lookups, buttons to change the servers, and
/// the server table (sorted by share, with bars and the fair-share line). Selecting a server in
/// either place highlights it in both.
class RingPage : public Page, public FigureProvider
{
    Q_OBJECT
public:
    explicit RingPage(QWidget *parent = nullptr);

    QString title() const override { return tr("Ring"); }
    void setExperiment(const ringcore::Experiment &experiment) override;
    /// The ring as the view shows it (zoom, selection, lookup) with every server's share as data.
    QList<Figure> figures() const override;
    /// The ring figure of a snapshot drawn as `state` says (zoom, selection, lookup); the CLI's
    /// `figure ring` passes a fresh state (the whole ring).
    static Figure figure(const ringcore::RingSnapshotPtr &snapshot, const ringcore::Experiment &experiment,
                         const RingRenderState &state);

    /// Reads snapshots from a shared service (the main window's) instead of building its own.
    void setSnapshotService(SnapshotService *service);
    SnapshotService *snapshotService() const { return m_service; }

    RingView *ringView() const { return m_view; }
    QTableView *serverTable() const { return m_table; }
    ServerTableModel *serverModel() const { return m_model; }
    const ringcore::Experiment &experiment() const { return m_experiment; }

    /// Server changes; each goes out as experimentEdited (the main window makes it undoable).
    void removeServer(int server);
    void addServer();
    void setServerWeight(int server, int weight);
    /// Selects a server in the view and the table (-1: none).
    void selectServer(int server);
    /// Scrolls the table to a server's row without selecting it (-1: to the top).
    void scrollToServer(int server);
    /// The next snapshot is a new setting, not a change to animate (e.g. a lesson of the tour).
    void forgetShown() { m_shown.reset(); }
    /// True when the server table sits under the ring (a narrow page, e.g. with the tour open).
    bool isTableUnderRing() const;
    /// Presenter mode: no legend line, and with the table under the ring, the ring gets more of the height (its
    /// centre label and callouts are read from the back of the room; the table scrolls).
    void setPresenterLayout(bool on) override;

signals:
    void serverSelected(int server);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void setUpTable();
    void buildLayout();
    void connectControls();
    void retranslate();
    QString legendText() const; ///< the line under the ring: what its marks are, for the shown scheme
    void adaptLayout();
    /// The ring's and the table's heights when the table is under the ring.
    void splitVertically();
    /// Column widths from the font (presenter mode's larger font keeps whole addresses).
    int columnWidth(int column) const;
    void onSnapshot(const ringcore::RingSnapshotPtr &snapshot);
    void askWeight(int server);
    void updateButtons();

    SnapshotService *m_service = nullptr;
    bool m_ownService = false;
    ringcore::Experiment m_experiment;
    ringcore::RingSnapshotPtr m_shown;
    RingView *m_view;
    ServerTableModel *m_model;
    QTableView *m_table;
    QLineEdit *m_keyEdit;
    QPushButton *m_removeButton;
    QPushButton *m_weightButton;
    QLabel *m_legend;
    QPushButton *m_lookupButton;
    QPushButton *m_addButton;
    QPushButton *m_resetButton;
    QSplitter *m_splitter = nullptr;
    bool m_presenter = false;
    QHBoxLayout *m_keyRow = nullptr;    ///< key field and Look up
    QHBoxLayout *m_serverRow = nullptr; ///< the server buttons
};

} // namespace ringlab::gui
