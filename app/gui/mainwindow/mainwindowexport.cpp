// The main window's File ▸ Export… (the current page's figure) and Export all figures… (every page's).
#include "gui/mainwindow/mainwindow.h"

#include "gui/export/figurebatchexport.h"
#include "gui/export/figurecatalog.h"
#include "gui/export/figureexporter.h"
#include "gui/page.h"

#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QProgressDialog>
#include <QStatusBar>
#include <QTabWidget>

namespace ringlab::gui {

void MainWindow::setExportChooser(ExportChooser chooser)
{
    m_chooser = chooser ? std::move(chooser) : ExportChooser(&ExportDialog::choose);
}

void MainWindow::exportCurrentPage()
{
    auto *provider = dynamic_cast<FigureProvider *>(m_tabs->currentWidget());
    const QList<Figure> figures = provider ? provider->figures() : QList<Figure>{};
    if (figures.isEmpty()) {
        const QString why = provider ? tr("Nothing to export yet: this page has not computed its figures.")
                                     : tr("This page has no figure to export; File ▸ Export all figures… writes "
                                          "every page's figures.");
        statusBar()->showMessage(why, 8000);
        emit figureExported(QString(), why);
        return;
    }
    ExportChoice choice;
    if (!m_chooser(this, figures, false, &choice))
        return;
    Figure figure = figures.value(std::clamp(choice.figure, 0, int(figures.size()) - 1));
    if (figure.experiment.isEmpty())
        figure.experiment = m_experiment.toJson(); // the JSON export names what it was computed from
    QString error;
    QStringList files;
    if (!FigureExporter::write(choice.format, figure, choice.path, choice.figureSize(), choice.dpi, &error, &files)) {
        statusBar()->showMessage(error, 10000);
        auto *box = new QMessageBox(QMessageBox::Warning, tr("Export figure"), error, QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open(); // not exec(): nothing waits on it
        emit figureExported(choice.path, error);
        return;
    }
    QStringList names; // a chart too long for a page is written as parts: name them all
    for (const QString &file : std::as_const(files))
        names << QFileInfo(file).fileName();
    statusBar()->showMessage(tr("Exported %1").arg(names.join(QStringLiteral(", "))), 5000);
    emit figureExported(choice.path, QString());
}

QProgressDialog *MainWindow::exportProgressDialog() const
{
    return m_exportProgress;
}

void MainWindow::exportAllFigures()
{
    if (m_batch->isRunning())
        return;
    ExportChoice choice;
    if (!m_chooser(this, {}, true, &choice))
        return;
    QString error;
    m_batch->setExperiment(m_experiment.toJson());
    if (!m_batch->start(m_pages, choice.path, choice.figureSize(), choice.dpi, &error)) {
        statusBar()->showMessage(error, 10000);
        reportExportFailures(choice.path, error);
        emit allFiguresExported(0, error, false);
        return;
    }
    auto *dialog = new QProgressDialog(tr("Preparing the figures…"), tr("Cancel"), 0, 0, this);
    dialog->setObjectName(QStringLiteral("exportAllProgress"));
    dialog->setWindowTitle(tr("Export all figures"));
    dialog->setWindowModality(Qt::WindowModal);
    dialog->setAutoClose(false);
    dialog->setAutoReset(false);
    dialog->setMinimumDuration(0);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_exportProgress = dialog;
    connect(dialog, &QProgressDialog::canceled, m_batch, &FigureBatchExport::cancel);
    connect(m_batch, &FigureBatchExport::progress, dialog, [dialog](int done, int total, const QString &label) {
        dialog->setMaximum(total);
        dialog->setValue(done);
        dialog->setLabelText(total > 0 ? tr("Writing %1 (%2 of %3)").arg(label).arg(done).arg(total) : label);
    });
    const QString folder = choice.path;
    connect(m_batch, &FigureBatchExport::finished, this, [this, dialog, folder](int written, const QString &failure, bool cancelled) {
        m_batch->disconnect(dialog);
        m_exportProgress = nullptr;
        dialog->close();
        const QString message = !failure.isEmpty() ? failure
            : cancelled ? tr("Export cancelled after %n file(s).", nullptr, written)
                        : tr("%n file(s) written to %1", nullptr, written).arg(QDir::toNativeSeparators(folder));
        statusBar()->showMessage(message, 10000);
        if (!failure.isEmpty())
            reportExportFailures(folder, failure);
        emit allFiguresExported(written, failure, cancelled);
    }, Qt::SingleShotConnection);
    dialog->show();
}

void MainWindow::reportExportFailures(const QString &folder, const QString &failure)
{
    // As the single export does, in a dialog (a status-bar line vanished after ten seconds):
    // what was written and what was not, each file by name, the reasons beside the failed ones.
    QStringList details;
    const QStringList written = m_batch->writtenFiles(), failed = m_batch->failedFiles();
    const QStringList reasons = m_batch->failureReasons();
    details << tr("Written (%n file(s)):", nullptr, int(written.size()));
    for (const QString &file : written)
        details << QStringLiteral("  ") + QDir::toNativeSeparators(file);
    details << tr("Not written (%n file(s)):", nullptr, int(failed.size()));
    for (int i = 0; i < failed.size(); ++i)
        details << QStringLiteral("  ") + QDir::toNativeSeparators(failed[i])
                + (i < reasons.size() ? QStringLiteral(": ") + reasons[i] : QString());
    const bool tried = !written.isEmpty() || !failed.isEmpty(); // else the folder itself failed
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Export all figures"),
                                tried ? tr("%1\n\n%2 of %3 files written to %4.")
                                            .arg(failure)
                                            .arg(written.size())
                                            .arg(written.size() + failed.size())
                                            .arg(QDir::toNativeSeparators(folder))
                                      : failure,
                                QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("exportAllReport"));
    if (tried)
        box->setDetailedText(details.join(QLatin1Char('\n')));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open(); // window-modal, and the event loop (and a test) goes on
}

} // namespace ringlab::gui
