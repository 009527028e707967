// The main window's document: open, save, recent files, the unsaved-changes prompt and the title.
#include "gui/mainwindow/mainwindow.h"

#include "gui/about/manualdialog.h"
#include "gui/experiment/experimentfile.h"
#include "gui/settings/appsettings.h"
#include "gui/teaching/tourpanel.h"

#include <QAction>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QUndoStack>

namespace ringlab::gui {

bool MainWindow::openFile(const QString &path, QString *error)
{
    ringcore::Experiment e;
    QString why;
    if (!ExperimentFile::load(path, &e, &why)) {
        if (error)
            *error = why;
        statusBar()->showMessage(why, 10000);
        return false;
    }
    m_currentFile = path;
    if (m_tour)
        m_tour->abandon(); // the file replaces whatever the tour borrowed
    m_undo->clear();
    m_savedExperiment = e;
    setExperiment(e);
    fileOpened(path);
    statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

const ringcore::Experiment &MainWindow::documentExperiment() const
{
    return m_tour && m_tour->isActive() ? m_tour->userExperiment() : m_experiment;
}

bool MainWindow::saveFile(const QString &path, QString *error)
{
    QString why;
    const ringcore::Experiment document = documentExperiment();
    if (!ExperimentFile::save(path, document, &why)) {
        if (error)
            *error = why;
        statusBar()->showMessage(why, 10000);
        return false;
    }
    m_currentFile = path;
    m_savedExperiment = document;
    fileOpened(path);
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

void MainWindow::open()
{
    if (!maybeSave())
        return;
    const QString folder = m_currentFile.isEmpty() ? AppSettings::lastFolder() : QFileInfo(m_currentFile).path();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open experiment"), folder,
                                                      tr("RingLab experiments (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openFile(path, &error))
        QMessageBox::warning(this, tr("Open experiment"), error);
}

bool MainWindow::save()
{
    if (m_currentFile.isEmpty())
        return saveAs();
    QString error;
    if (!saveFile(m_currentFile, &error)) {
        QMessageBox::warning(this, tr("Save experiment"), error);
        return false;
    }
    return true;
}

bool MainWindow::saveAs()
{
    // A file never saved is proposed a name in the last folder used, as the exports are.
    const QString suggestion = !m_currentFile.isEmpty()
        ? m_currentFile
        : QDir(AppSettings::lastFolder()).filePath(tr("experiment") + QStringLiteral(".json"));
    QString path = m_savePathChooser(this, suggestion);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    QString error;
    if (!saveFile(path, &error)) {
        QMessageBox::warning(this, tr("Save experiment"), error);
        return false;
    }
    return true;
}

QString MainWindow::documentName() const
{
    // The file's name; an experiment never saved is "Untitled" from the start, as a new document
    // is elsewhere (its description, e.g. the default's "100 servers, nginx's 160 points per
    // server", is the status bar's "Ready:" line): the name never changes on its own at the first
    // edit.
    return m_currentFile.isEmpty() ? tr("Untitled") : QFileInfo(m_currentFile).fileName();
}

void MainWindow::updateTitle()
{
    // [*] is where Qt shows the modified marker.
    setWindowTitle(tr("%1[*] — RingLab").arg(documentName()));
    setWindowModified(isModified());
}

void MainWindow::setUnsavedChangesPrompt(UnsavedChangesPrompt prompt)
{
    if (prompt)
        m_prompt = std::move(prompt);
}

void MainWindow::setSavePathChooser(SavePathChooser chooser)
{
    if (chooser)
        m_savePathChooser = std::move(chooser);
}

bool MainWindow::maybeSave()
{
    if (!isModified())
        return true;
    // The name the title bar shows: a changed, unsaved experiment is "Untitled", not the
    // description of what it was before the change.
    switch (m_prompt(this, documentName())) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        return true;
    default:
        return false;
    }
}

bool MainWindow::newExperiment()
{
    if (!maybeSave())
        return false;
    m_currentFile.clear();
    m_undo->clear();
    m_savedExperiment = ringcore::Experiment::defaultExperiment();
    setExperiment(m_savedExperiment);
    return true;
}

bool MainWindow::openRecent(const QString &path)
{
    if (!maybeSave())
        return false;
    QString error;
    if (!openFile(path, &error)) {
        AppSettings::removeRecentFile(path);
        updateRecentMenu();
        QMessageBox::warning(this, tr("Open experiment"), error);
        return false;
    }
    return true;
}

void MainWindow::fileOpened(const QString &path)
{
    AppSettings::addRecentFile(path);
    AppSettings::setLastFolder(QFileInfo(path).absolutePath());
    updateRecentMenu();
}

void MainWindow::updateRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList files = AppSettings::recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString &path = files.at(i);
        // &1 … &9 as accelerators; the full path as the tooltip.
        QAction *a = m_recentMenu->addAction(i < 9 ? QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName())
                                                   : QFileInfo(path).fileName());
        a->setToolTip(QDir::toNativeSeparators(path));
        a->setStatusTip(QDir::toNativeSeparators(path));
        a->setData(path);
        connect(a, &QAction::triggered, this, [this, path] { openRecent(path); });
    }
    if (!files.isEmpty())
        m_recentMenu->addSeparator();
    QAction *clear = m_recentMenu->addAction(tr("&Clear list"), this, [this] {
        AppSettings::clearRecentFiles();
        updateRecentMenu();
    });
    clear->setObjectName(QStringLiteral("clearRecentAction"));
    clear->setEnabled(!files.isEmpty());
    m_recentMenu->setEnabled(true);
}

void MainWindow::showManual()
{
    if (!m_manual) {
        m_manual = new ManualDialog(this);
        m_manual->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_manual->show();
    m_manual->raise();
    m_manual->activateWindow();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    AppSettings::saveWindow(this);
    event->accept();
}

} // namespace ringlab::gui
