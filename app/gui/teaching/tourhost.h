#pragma once

#include "ringcore/experiment/experiment.h"

#include <QMainWindow>

class QMenu;
class QTabWidget;
class QToolBar;
class QUndoStack;

namespace ringlab::gui {

class ExperimentPanel;
class RingPage;
class SnapshotService;
class TourPanel;

/// The window the guided tour, presenter mode and `ringlab --tour` drive: what they ask of it,
/// declared here so that the tour never includes the main window (which sits above the tour and
/// the pages and implements this: gui/mainwindow/mainwindow.h).
class TourHost : public QMainWindow
{
    Q_OBJECT
public:
    using QMainWindow::QMainWindow;

    /// The experiment shown.
    virtual const ringcore::Experiment &experiment() const = 0;
    /// Shows an experiment everywhere (no undo entry): a lesson's own experiment.
    virtual void setExperiment(const ringcore::Experiment &experiment) = 0;
    /// An edit, undoable, as the reader's own edits are.
    virtual void applyEdit(const ringcore::Experiment &experiment) = 0;
    /// Opens the guided tour at a lesson (0-based).
    virtual void startTour(int lesson) = 0;

    virtual SnapshotService *snapshotService() const = 0;
    virtual RingPage *ringPage() const = 0; ///< null without a Ring page
    virtual ExperimentPanel *experimentPanel() const = 0;
    virtual QUndoStack *undoStack() const = 0;
    virtual QTabWidget *tabs() const = 0;
    virtual QMenu *viewMenu() const = 0;
    virtual QToolBar *mainToolBar() const = 0;
    virtual TourPanel *tourPanel() const = 0;

signals:
    /// The experiment shown changed (setExperiment, an edit, undo).
    void experimentChanged(const ringcore::Experiment &experiment);
};

} // namespace ringlab::gui
