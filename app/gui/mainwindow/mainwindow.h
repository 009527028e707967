#pragma once

#include "gui/export/exportdialog.h"
#include "gui/teaching/tourhost.h"
#include "ringcore/experiment/experiment.h"

#include <QMessageBox>
#include <QPointer>

#include <functional>

class QLabel;
class QMenu;
class QProgressDialog;
class QScrollArea;
class QTabWidget;
class QToolBar;
class QUndoStack;
class QAction;
class QDialog;

namespace ringlab::gui {

class ExperimentPanel;
class FigureBatchExport;
class NumbersPanel;
class Page;
class RingPage;
class SnapshotService;
class TourPanel;

/// RingLab's main window: the experiment panel and the numbers on the left, every registered
/// page as a tab, the guided tour as a dock, menus, a toolbar and a status bar. It sits above the
/// pages and the tour, and is the tour's TourHost (the tour drives it through that interface).
///
/// Other components extend it without editing it: pages register themselves (gui/page.h), and
/// menus are reachable by object name ("fileMenu", "editMenu", "viewMenu", "helpMenu") to add
/// actions; exportRequested() is the hook for chart export.
///
/// Its code: mainwindow.cpp (the window, pages, docks, language), mainwindowmenus.cpp (menus and
/// actions), mainwindowfile.cpp (open, save, recent files, title), mainwindowexport.cpp (File ▸
/// Export… and Export all figures…).
class MainWindow : public TourHost
{
    Q_OBJECT
public:
    /// Makes every combo box under `root` that is sized to its texts take the size of its current
    /// texts again (after a language switch; the main window does it on LanguageChange).
    static void refitComboBoxes(QWidget *root);
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    const ringcore::Experiment &experiment() const override { return m_experiment; }
    /// Shows an experiment everywhere (no undo entry).
    void setExperiment(const ringcore::Experiment &experiment) override;
    /// An edit from the panel, a page or a lesson: server changes become undoable.
    void applyEdit(const ringcore::Experiment &experiment) override;

    /// Opens / saves an experiment file; on failure nothing changes and *error says why.
    bool openFile(const QString &path, QString *error = nullptr);
    bool saveFile(const QString &path, QString *error = nullptr);
    QString currentFile() const { return m_currentFile; }
    /// The experiment differs from the one last opened or saved (the title shows "*").
    bool isModified() const { return documentExperiment() != m_savedExperiment; }
    /// The reader's own experiment, the one Save writes: the shown one, or during the guided tour
    /// the one the tour borrowed (a lesson's experiment is never the document).
    const ringcore::Experiment &documentExperiment() const;

    /// Asks what to do with unsaved changes before they would be lost: Save, Discard or Cancel.
    /// The default shows a message box; tests put their own answer here.
    using UnsavedChangesPrompt = std::function<QMessageBox::StandardButton(QWidget *parent, const QString &name)>;
    void setUnsavedChangesPrompt(UnsavedChangesPrompt prompt);
    /// Asks for a file name to save to ("" = cancelled). The default is a file dialog.
    using SavePathChooser = std::function<QString(QWidget *parent, const QString &suggestion)>;
    void setSavePathChooser(SavePathChooser chooser);
    /// With unsaved changes, asks to save them; false when the user cancelled (or saving failed).
    bool maybeSave();
    /// File ▸ New: the default experiment, no file (after maybeSave()).
    bool newExperiment();
    /// File ▸ Open recent ▸ path (after maybeSave()); a file that cannot be opened leaves the list.
    bool openRecent(const QString &path);
    QMenu *recentMenu() const { return m_recentMenu; }
    /// Help ▸ User manual: docs/manual.md (compiled in) in a dialog.
    void showManual();
    QDialog *manualDialog() const { return m_manual; }

    /// A menu by object name ("fileMenu", "editMenu", "viewMenu", "helpMenu"), or null.
    QMenu *menu(const QString &objectName) const;
    QMenu *fileMenu() const { return m_fileMenu; }
    QMenu *editMenu() const { return m_editMenu; }
    QMenu *viewMenu() const override { return m_viewMenu; }
    QMenu *helpMenu() const { return m_helpMenu; }
    QToolBar *mainToolBar() const override { return m_toolBar; }
    QAction *exportAction() const { return m_exportAction; }
    QAction *exportAllAction() const { return m_exportAllAction; }

    /// Asks where and how to export (the figures offered; `folder`: every figure into a folder).
    /// The default shows ExportDialog and a file/folder dialog; tests put their own answer here.
    using ExportChooser = std::function<bool(QWidget *parent, const QList<Figure> &figures, bool folder,
                                             ExportChoice *choice)>;
    void setExportChooser(ExportChooser chooser);
    /// File ▸ Export…: the current page's figure(s) (a choice when the page has several).
    void exportCurrentPage();
    /// File ▸ Export all figures…: every page's figures in every format, in small steps with a
    /// progress dialog and Cancel (pages that have not computed yet compute first).
    Q_INVOKABLE void exportAllFigures();
    FigureBatchExport *batchExport() const { return m_batch; }
    /// The progress dialog of a running "Export all figures" (null otherwise).
    QProgressDialog *exportProgressDialog() const;

    QList<Page *> pages() const { return m_pages; }
    /// The pages' stable ids in tab order ("ring", "spread", …), for --page.
    QStringList pageIds() const;
    /// Opens the page with a stable id ("ring", "spread", "removal", "live", "compare", "advisor"),
    /// or the one page whose id starts with name; independent of the UI language. False if none.
    bool showPage(const QString &name);
    QTabWidget *tabs() const override { return m_tabs; }
    RingPage *ringPage() const override { return m_ringPage; }
    ExperimentPanel *experimentPanel() const override { return m_panel; }
    NumbersPanel *numbersPanel() const { return m_numbers; }
    SnapshotService *snapshotService() const override { return m_service; }
    QUndoStack *undoStack() const override { return m_undo; }
    TourPanel *tourPanel() const override { return m_tour; }
    /// Opens the guided tour at a lesson.
    void startTour(int lesson = 0) override;

signals:
    // experimentChanged(experiment) is TourHost's.
    /// File ▸ Export… was chosen (chart export connects here).
    void exportRequested();
    /// One figure was written (or not: error says why).
    void figureExported(const QString &path, const QString &error);
    /// "Export all figures" ended.
    void allFiguresExported(int written, const QString &error, bool cancelled);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    /// A dialog (objectName "exportAllReport") listing the files written and not written.
    void reportExportFailures(const QString &folder, const QString &failure);
    bool eventFilter(QObject *watched, QEvent *event) override;
    void retranslate();
    void updateUndoTexts();
    void updateRecentMenu();
    void fileOpened(const QString &path);
    void fitExperimentDock();
    /// Gives the Experiment dock the height its fields need, from the Numbers dock's spare room
    /// (below its own content), so that no field is cut at the dock's bottom edge.
    void fitDockHeights();
    void createDocks();
    void createActions();
    void createFileMenu();
    void createEditMenu();
    void createHelpMenu();
    void createPages();
    void open();
    bool save();
    bool saveAs();
    /// The experiment's name as the title bar and the unsaved-changes prompt give it: the file's
    /// name, an unchanged unsaved experiment's own title, or "Untitled".
    QString documentName() const;
    void updateTitle();

    ringcore::Experiment m_experiment;
    QScrollArea *m_panelScroll = nullptr; ///< the experiment panel's scroll area (in its dock)
    bool m_fitHeightsQueued = false;
    QString m_readyMessage; ///< the start-up status message (cleared when the experiment changes)
    QString m_currentFile;
    ringcore::Experiment m_savedExperiment; ///< as last opened or saved (isModified())
    UnsavedChangesPrompt m_prompt;
    SavePathChooser m_savePathChooser;
    QMenu *m_recentMenu = nullptr;
    QPointer<QDialog> m_manual;
    SnapshotService *m_service;
    ExperimentPanel *m_panel;
    NumbersPanel *m_numbers;
    QTabWidget *m_tabs;
    TourPanel *m_tour = nullptr;
    RingPage *m_ringPage = nullptr;
    QList<Page *> m_pages;
    QUndoStack *m_undo;
    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QToolBar *m_toolBar = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_exportAllAction = nullptr;
    ExportChooser m_chooser;
    FigureBatchExport *m_batch;
    QPointer<QProgressDialog> m_exportProgress;
    QLabel *m_busyLabel;
};

} // namespace ringlab::gui
