#include "gui/screenshot/screenshottaker.h"

#include "gui/common/snapshotservice.h"
#include "gui/mainwindow/mainwindow.h"
#include "gui/page.h"
#include "gui/teaching/tourpanel.h"
#include "ringcore/core/filewriter.h"

#include <QApplication>
#include <QDialog>
#include <QDockWidget>
#include <QPainter>
#include <QPixmap>
#include <QTabWidget>
#include <QTextStream>
#include <QTimer>

namespace ringlab::gui {

namespace {
constexpr int kPollMs = 100;
constexpr int kSettleMs = 1200; // animations (lookups, removals) and the last repaint
}

ScreenshotTaker::ScreenshotTaker(MainWindow *window, const QString &path, int timeoutMs)
    : QObject(window), m_window(window), m_path(path), m_timeoutMs(timeoutMs), m_timer(new QTimer(this))
{
    connect(m_timer, &QTimer::timeout, this, &ScreenshotTaker::poll);
    m_timer->start(kPollMs);
}

bool ScreenshotTaker::ready() const
{
    SnapshotService *service = m_window->snapshotService();
    if (!service->snapshot() || service->isBusy())
        return false;
    if (auto *page = qobject_cast<Page *>(m_window->tabs()->currentWidget()))
        if (page->isBusy() || page->isDeferred())
            return false;
    TourPanel *tour = m_window->tourPanel();
    const auto *dock = tour ? qobject_cast<QDockWidget *>(tour->parentWidget()) : nullptr;
    if (dock && dock->isVisible() && tour->currentLesson() >= 0 && !tour->isReady())
        return false;
    return true;
}

QPixmap ScreenshotTaker::grabWithDialogs() const
{
    QPixmap picture = m_window->grab();
    // The manual (ringlab --manual) is a window of its own: drawn over the window's centre, as a
    // window manager would place it, so the picture shows what the person sees.
    QDialog *manual = m_window->manualDialog();
    if (!manual || !manual->isVisible())
        return picture;
    QPixmap dialog = manual->grab();
    const QSize room = picture.size() - QSize(40, 40);
    if (dialog.width() > room.width() || dialog.height() > room.height())
        dialog = dialog.scaled(room, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    QPainter painter(&picture);
    const QRect place(QPoint((picture.width() - dialog.width()) / 2, (picture.height() - dialog.height()) / 2), dialog.size());
    painter.fillRect(place.adjusted(-1, -1, 1, 1), Qt::darkGray); // its frame
    painter.drawPixmap(place.topLeft(), dialog);
    return picture;
}

void ScreenshotTaker::poll()
{
    m_waitedMs += kPollMs;
    m_readyMs = ready() ? m_readyMs + kPollMs : 0;
    if (m_readyMs < kSettleMs && m_waitedMs < m_timeoutMs)
        return;
    m_timer->stop();
    const QPixmap picture = grabWithDialogs();
    QString why;
    const bool saved = ringcore::FileWriter::writeWith(
        m_path, [&](QIODevice *device) { return picture.save(device, "PNG"); }, &why);
    QTextStream(saved ? stdout : stderr) << (saved ? QStringLiteral("saved ") + m_path : QStringLiteral("cannot save: ") + why)
                                         << (m_readyMs >= kSettleMs ? "" : " (timed out waiting for results)") << Qt::endl;
    QApplication::exit(saved && m_readyMs >= kSettleMs ? 0 : 1);
}

} // namespace ringlab::gui
