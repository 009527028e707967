#include "gui/gallery/gallerydialog.h"

#include "gui/export/exportdialog.h"
#include "gui/export/figureexporter.h"
#include "gui/gallery/gallery.h"
#include "gui/settings/appsettings.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPixmap>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace ringlab::gui {

GalleryDialog::GalleryDialog(QWidget *parent)
    : QDialog(parent)
    , m_cancel(std::make_shared<std::atomic<bool>>(false))
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
    connect(m_cancelButton, &QPushButton::clicked, this, [this] {
        m_cancel->store(true);
        m_status->setText(tr("Cancelling…"));
    });
    connect(m_list, &QListWidget::currentRowChanged, this, &GalleryDialog::showFigure);
    connect(m_exportButton, &QPushButton::clicked, this, [this] {
        const int row = m_list->currentRow();
        if (row >= 0 && row < m_figures.size())
            ExportDialog::exportFigure(m_figures[row], this);
    });
    connect(m_exportAllButton, &QPushButton::clicked, this, &GalleryDialog::exportAll);
    connect(&m_watcher, &QFutureWatcher<QList<Figure>>::finished, this, [this] {
        m_figures = m_watcher.result();
        m_progress->setRange(0, 1);
        m_progress->setValue(1);
        m_cancelButton->setEnabled(false);
        m_status->setText(m_cancel->load() ? tr("Cancelled.") : tr("%n figure(s) computed.", nullptr, int(m_figures.size())));
        for (const Figure &f : std::as_const(m_figures))
            m_list->addItem(f.title);
        m_exportAllButton->setEnabled(!m_figures.isEmpty());
        if (!m_figures.isEmpty())
            m_list->setCurrentRow(0);
        emit computed();
    });
    start();
}

GalleryDialog::~GalleryDialog()
{
    m_cancel->store(true);
    m_watcher.waitForFinished(); // cancelled: returns between two steps
}

bool GalleryDialog::isComputing() const
{
    return m_watcher.isRunning();
}

void GalleryDialog::start()
{
    m_progress->setRange(0, 6);
    m_progress->setValue(0);
    m_status->setText(tr("Computing the published figures with RingLab's code (a minute or two)…"));
    const std::shared_ptr<std::atomic<bool>> cancel = m_cancel;
    QPointer<QProgressBar> bar = m_progress;
    QPointer<QLabel> status = m_status;
    m_watcher.setFuture(QtConcurrent::run([cancel, bar, status] {
        return Gallery::figures(
            [bar, status](int done, int total, const QString &next) {
                QMetaObject::invokeMethod(bar, [bar, status, done, total, next] {
                    if (bar) {
                        bar->setRange(0, total);
                        bar->setValue(done);
                    }
                    if (status && !next.isEmpty())
                        status->setText(GalleryDialog::tr("Computing: %1").arg(next));
                }, Qt::QueuedConnection);
            },
            cancel.get());
    }));
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
