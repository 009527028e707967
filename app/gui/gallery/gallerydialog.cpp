#include "gui/gallery/gallerydialog.h"

#include "gui/common/jobrunner.h"
#include "gui/export/exportdialog.h"
#include "gui/export/figureexporter.h"
#include "gui/gallery/gallery.h"
#include "gui/settings/appsettings.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QMutex>
#include <QPixmap>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace ringlab::gui {

/// The name of the figure the job computes now: written by the job, read on the GUI thread.
struct GalleryDialog::NextStep
{
    QMutex mutex;
    QString name;
};

GalleryDialog::GalleryDialog(QWidget *parent)
    : QDialog(parent)
    , m_job(new JobRunner<QList<Figure>>(this))
    , m_next(std::make_shared<NextStep>())
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this))
    , m_list(new QListWidget(this))
    , m_preview(new QLabel(this))
    , m_caption(new QLabel(this))
    , m_cancelButton(new QPushButton(tr("Cancel"), this))
    , m_exportButton(new QPushButton(tr("Export…"), this))
    , m_exportAllButton(new QPushButton(tr("Export all…"), this))
{
    setWindowTitle(tr("Gallery of published figures"));
    setObjectName(QStringLiteral("galleryDialog"));
    m_progress->setObjectName(QStringLiteral("galleryProgress"));
    m_list->setMinimumWidth(260);
    m_preview->setMinimumSize(560, 360);
    m_preview->setAlignment(Qt::AlignCenter);
    m_caption->setWordWrap(true);
    m_caption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_exportButton->setEnabled(false);
    m_exportAllButton->setEnabled(false);
    auto *top = new QHBoxLayout;
    top->addWidget(m_progress, 1);
    top->addWidget(m_cancelButton);
    auto *body = new QHBoxLayout;
    body->addWidget(m_list);
    auto *right = new QVBoxLayout;
    right->addWidget(m_preview, 1);
    right->addWidget(m_caption);
    body->addLayout(right, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_status, 1);
    buttons->addWidget(m_exportButton);
    buttons->addWidget(m_exportAllButton);
    auto *close = new QPushButton(tr("Close"), this);
    buttons->addWidget(close);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(body, 1);
    layout->addLayout(buttons);
    connect(close, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_list, &QListWidget::currentRowChanged, this, &GalleryDialog::showFigure);
    connect(m_exportButton, &QPushButton::clicked, this, [this] {
        const int row = m_list->currentRow();
        if (row >= 0 && row < m_figures.size())
            ExportDialog::exportFigure(m_figures[row], this);
    });
    connect(m_exportAllButton, &QPushButton::clicked, this, &GalleryDialog::exportAll);
    start();
}

// The job is cancelled by its runner and nothing waits for it: it owns what it reads.
GalleryDialog::~GalleryDialog() = default;

bool GalleryDialog::isComputing() const
{
    return m_job->isBusy();
}

void GalleryDialog::start()
{
    // The progress bar and Cancel are shown while the job runs (JobRunner::showBusyOn).
    m_job->showBusyOn(m_progress, m_cancelButton);
    m_job->onResult([this](const QList<Figure> &figures) { showResult(figures); });
    connect(m_job, &JobRunnerBase::progressChanged, this, [this] {
        const QMutexLocker lock(&m_next->mutex);
        if (!m_next->name.isEmpty())
            m_status->setText(tr("Computing: %1").arg(m_next->name));
    });
    connect(m_job, &JobRunnerBase::cancelled, this, [this] {
        m_status->setText(tr("Cancelled."));
        // After the click that cancelled has returned: the dialog is settled, with no figures.
        QMetaObject::invokeMethod(this, &GalleryDialog::computed, Qt::QueuedConnection);
    });
    m_status->setText(tr("Computing the published figures with RingLab's code (a minute or two)…"));
    m_job->start([next = m_next](const JobControl &job) {
        return Gallery::figures(
            [next, job](qint64 done, qint64 total, const QString &name) {
                {
                    const QMutexLocker lock(&next->mutex);
                    next->name = name;
                }
                job.setProgress(ringcore::Progress::percent(done, total));
            },
            job.cancelToken());
    });
}

void GalleryDialog::showResult(const QList<Figure> &figures)
{
    m_figures = figures;
    m_status->setText(tr("%n figure(s) computed.", nullptr, int(m_figures.size())));
    for (const Figure &f : std::as_const(m_figures))
        m_list->addItem(f.title);
    m_exportAllButton->setEnabled(!m_figures.isEmpty());
    if (!m_figures.isEmpty())
        m_list->setCurrentRow(0);
    emit computed();
}

void GalleryDialog::showFigure(int row)
{
    m_exportButton->setEnabled(row >= 0 && row < m_figures.size());
    if (row < 0 || row >= m_figures.size())
        return;
    const Figure &f = m_figures[row];
    FigureSize size;
    FigureSize::preset(QStringLiteral("double"), &size);
    const qreal ratio = devicePixelRatioF();
    QImage image = FigureExporter::image(f, size, qRound(96 * ratio));
    QPixmap pixmap = QPixmap::fromImage(image);
    pixmap.setDevicePixelRatio(ratio);
    const QSize room = m_preview->size();
    if (pixmap.width() / ratio > room.width() || pixmap.height() / ratio > room.height())
        pixmap = pixmap.scaled(room * ratio, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    pixmap.setDevicePixelRatio(ratio);
    m_preview->setPixmap(pixmap);
    m_caption->setText(f.fullCaption());
}

void GalleryDialog::exportAll()
{
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Export the gallery into"), AppSettings::lastFolder());
    if (folder.isEmpty())
        return;
    AppSettings::setLastFolder(folder);
    FigureSize size;
    FigureSize::preset(QStringLiteral("column"), &size);
    QString error;
    const int written = FigureExporter::exportAll(m_figures, folder, size, 300, &error);
    if (!error.isEmpty())
        QMessageBox::warning(this, windowTitle(), error);
    else
        m_status->setText(tr("%n file(s) written (single-column size, 300 dpi).", nullptr, written));
}

} // namespace ringlab::gui
