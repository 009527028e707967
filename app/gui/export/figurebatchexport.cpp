#include "gui/export/figurebatchexport.h"

#include "gui/export/figurecatalog.h"
#include "gui/page.h"

#include <QDir>
#include <QSet>
#include <QTimer>

namespace ringlab::gui {

namespace {
constexpr int kPollMs = 100; // how often to look whether the pages finished computing
}

FigureBatchExport::FigureBatchExport(QObject *parent)
    : QObject(parent), m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
}

bool FigureBatchExport::start(const QList<Page *> &pages, const QString &folder, QSize size, int dpi, QString *error)
{
    if (!FigureExporter::validate(size, dpi, error))
        return false;
    return start(pages, folder, FigureExporter::sizeOf(size, dpi), dpi, error);
}

bool FigureBatchExport::start(const QList<Page *> &pages, const QString &folder, const FigureSize &size, int dpi,
                              QString *error)
{
    if (m_running) {
        *error = tr("An export of all figures is already running.");
        return false;
    }
    m_files.clear();
    m_failed.clear();
    m_reasons.clear();
    if (!FigureExporter::validate(size, dpi, error))
        return false;
    if (folder.isEmpty() || !QDir().mkpath(folder)) {
        *error = tr("Cannot create the folder %1.").arg(folder);
        return false;
    }
    m_pages.clear();
    for (Page *page : pages)
        if (dynamic_cast<FigureProvider *>(page))
            m_pages << page;
    m_steps.clear();
    m_folder = folder;
    m_size = size;
    m_dpi = dpi;
    m_next = 0;
    m_written = 0;
    m_running = true;
    // Hidden pages postponed their work; they compute now, in the background as always.
    for (const QPointer<Page> &page : std::as_const(m_pages))
        page->computeNow();
    m_timer->disconnect(this);
    connect(m_timer, &QTimer::timeout, this, &FigureBatchExport::waitForPages);
    m_timer->start(0);
    return true;
}

void FigureBatchExport::waitForPages()
{
    if (!m_running)
        return;
    QStringList busy;
    for (const QPointer<Page> &page : std::as_const(m_pages)) {
        if (!page)
            continue;
        // A setting changed meanwhile (e.g. a debounced edit) postponed the hidden page again.
        page->computeNow();
        if (page->isBusy() || page->isDeferred())
            busy << page->title();
    }
    if (!busy.isEmpty()) {
        emit progress(0, 0, tr("Computing: %1").arg(busy.join(QStringLiteral(", "))));
        m_timer->start(kPollMs);
        return;
    }
    QSet<QString> names;
    for (const QPointer<Page> &page : std::as_const(m_pages)) {
        if (!page)
            continue;
        for (Figure figure : dynamic_cast<FigureProvider *>(page.data())->figures()) {
            if (!figure.isValid())
                continue;
            // Two pages never overwrite each other's files.
            const QString base = figure.name;
            for (int n = 2; names.contains(figure.name); ++n)
                figure.name = base + QLatin1Char('-') + QString::number(n);
            names.insert(figure.name);
            if (figure.experiment.isEmpty())
                figure.experiment = m_experiment;
            for (FigureExporter::Format format :
                 {FigureExporter::Png, FigureExporter::Svg, FigureExporter::Pdf, FigureExporter::Csv, FigureExporter::Json})
                if ((format != FigureExporter::Csv && format != FigureExporter::Json) || !figure.data.columns.isEmpty())
                    m_steps.append({figure, format});
        }
    }
    if (m_steps.isEmpty()) {
        finish(tr("No figure has been computed yet."), false);
        return;
    }
    m_timer->disconnect(this);
    connect(m_timer, &QTimer::timeout, this, &FigureBatchExport::writeNext);
    emit progress(0, int(m_steps.size()), QString());
    m_timer->start(0);
}

void FigureBatchExport::writeNext()
{
    if (!m_running)
        return;
    const Step &step = m_steps.at(m_next);
    const QString file = step.figure.name + QLatin1Char('.') + FigureExporter::suffix(step.format);
    const QString path = QDir(m_folder).filePath(file);
    QString error;
    QStringList files;
    // A file that cannot be written (a read-only folder, a figure that does not fit the size) is
    // listed with its reason, and the others are still tried: the report names both.
    if (FigureExporter::write(step.format, step.figure, path, m_size, m_dpi, &error, &files)) {
        m_written += int(files.size());
        m_files << files;
    } else {
        m_written += int(files.size());
        m_files << files;
        m_failed << path;
        m_reasons << error;
    }
    ++m_next;
    emit progress(m_next, int(m_steps.size()), file);
    if (!m_running)
        return; // cancelled from a progress receiver
    if (m_next == m_steps.size())
        finish(m_reasons.isEmpty() ? QString()
                                   : tr("%n file(s) could not be written: %1", nullptr, int(m_failed.size()))
                                         .arg(m_reasons.first()),
               false);
    else
        m_timer->start(0); // one file per event-loop turn: the window repaints and Cancel is seen
}

void FigureBatchExport::cancel()
{
    if (m_running)
        finish(QString(), true);
}

void FigureBatchExport::finish(const QString &error, bool cancelled)
{
    m_timer->stop();
    m_running = false;
    // What was not tried (cancelled, or a page's error) is "not written" too.
    for (qsizetype i = m_next; i < m_steps.size(); ++i) {
        const Step &step = m_steps.at(i);
        m_failed << QDir(m_folder).filePath(step.figure.name + QLatin1Char('.') + FigureExporter::suffix(step.format));
    }
    m_steps.clear();
    emit finished(m_written, error, cancelled);
}

} // namespace ringlab::gui
