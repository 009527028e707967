#include "gui/teaching/tourpanel.h"

#include "gui/common/snapshotservice.h"
#include "gui/experiment/experimentpanel.h"
#include "gui/mainwindow.h"
#include "gui/ring/ringpage.h"
#include "gui/ring/ringview.h"
#include "gui/teaching/lessonbook.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ringlab::gui {

TourPanel::TourPanel(MainWindow *window)
    : QWidget(window),
      m_window(window),
      m_lessons(LessonBook::all()),
      m_title(new QLabel(this)),
      m_progress(new QLabel(this)),
      m_body(new QTextBrowser(this)),
      m_invitation(new QLabel(this)),
      m_back(new QPushButton(tr("&Back"), this)),
      m_show(new QPushButton(tr("S&how me"), this)),
      m_next(new QPushButton(tr("&Next"), this))
{
    setObjectName(QStringLiteral("tourPanel"));
    setMinimumWidth(320);
    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    m_title->setFont(titleFont);
    m_title->setWordWrap(true);
    m_progress->setStyleSheet(QStringLiteral("color: #666;"));
    m_invitation->setWordWrap(true);
    m_invitation->setObjectName(QStringLiteral("tourInvitation"));
    m_body->setObjectName(QStringLiteral("tourBody"));
    m_body->setOpenLinks(false);
    m_next->setObjectName(QStringLiteral("tourNext"));
    m_show->setToolTip(tr("Do this lesson's action for me"));

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_back);
    buttons->addStretch(1);
    buttons->addWidget(m_show);
    buttons->addWidget(m_next);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_progress);
    layout->addWidget(m_title);
    layout->addWidget(m_body, 1);
    layout->addWidget(m_invitation);
    layout->addLayout(buttons);

    connect(m_back, &QPushButton::clicked, this, [this] { start(m_index - 1); });
    connect(m_next, &QPushButton::clicked, this, [this] {
        if (m_index + 1 < lessonCount())
            start(m_index + 1);
    });
    connect(m_show, &QPushButton::clicked, this, &TourPanel::performAction);
    connect(window->snapshotService(), &SnapshotService::snapshotReady, this, &TourPanel::onSnapshot);
    connect(window, &MainWindow::experimentChanged, this, &TourPanel::onExperiment);
    if (RingPage *ring = window->ringPage()) {
        connect(ring, &RingPage::serverSelected, this, [this](int server) {
            if (m_index >= 0 && server >= 0 && m_ready && m_lessons.at(m_index).action == Lesson::SelectServer)
                markDone();
        });
        connect(ring->ringView(), &RingView::lookupFinished, this, [this] {
            if (m_index >= 0 && m_ready && m_lessons.at(m_index).action == Lesson::Lookup)
                markDone();
        });
        connect(ring->ringView(), &RingView::removalCounted, this, [this](const ringcore::RemovalDiff &d) {
            m_diff = d;
            refresh();
        });
    }
}

void TourPanel::start(int index)
{
    if (index < 0 || index >= lessonCount())
        return;
    m_index = index;
    m_done = false;
    m_ready = false;
    m_snapshot.reset();
    m_diff = ringcore::RemovalDiff{};
    m_setup = m_lessons.at(index).setup();
    m_awaitingSetup = true;
    if (RingPage *ring = m_window->ringPage()) {
        m_window->tabs()->setCurrentWidget(ring);
        ring->ringView()->resetView();
        ring->ringView()->clearLookup();
        ring->selectServer(-1);
    }
    m_window->applyEdit(m_setup);
    if (m_window->experiment() == m_setup && m_window->snapshotService()->snapshot() && !m_window->snapshotService()->isBusy())
        onSnapshot(m_window->snapshotService()->snapshot());
    refresh();
    emit lessonChanged(index);
}

void TourPanel::onSnapshot(const ringcore::RingSnapshotPtr &snapshot)
{
    if (m_index < 0 || !snapshot)
        return;
    if (m_awaitingSetup) {
        // Only the snapshot of the lesson's own experiment starts the lesson.
        if (m_window->snapshotService()->experiment() != m_setup || m_window->snapshotService()->isBusy())
            return;
        m_awaitingSetup = false;
        m_ready = true;
    }
    m_snapshot = snapshot;
    refresh();
}

void TourPanel::onExperiment(const ringcore::Experiment &e)
{
    if (m_index < 0 || m_awaitingSetup || m_done)
        return;
    const Lesson &lesson = m_lessons.at(m_index);
    switch (lesson.action) {
    case Lesson::RaisePoints:
        if (LessonBook::pointsOf(e) >= lesson.threshold)
            markDone();
        break;
    case Lesson::ChangeWeight:
        for (int i = 0; i < e.servers.size() && i < m_setup.servers.size(); ++i)
            if (e.servers.at(i).weight != m_setup.servers.at(i).weight)
                markDone();
        break;
    case Lesson::RemoveServer:
        for (int i = 0; i < e.servers.size() && i < m_setup.servers.size(); ++i)
            if (e.servers.at(i).down && !m_setup.servers.at(i).down)
                markDone();
        break;
    default:
        break;
    }
}

void TourPanel::markDone()
{
    if (m_done)
        return;
    m_done = true;
    refresh();
    emit actionCompleted(m_index);
}

void TourPanel::performAction()
{
    if (m_index < 0 || !m_ready || !m_snapshot)
        return;
    const Lesson &lesson = m_lessons.at(m_index);
    RingPage *ring = m_window->ringPage();
    switch (lesson.action) {
    case Lesson::SelectServer:
        if (ring)
            ring->selectServer(m_snapshot->busiestServer);
        break;
    case Lesson::RaisePoints:
        m_window->experimentPanel()->setPointsPerServer(lesson.threshold);
        break;
    case Lesson::ChangeWeight:
        if (ring) {
            ring->selectServer(0);
            ring->setServerWeight(0, m_setup.servers.at(0).weight + 4);
        }
        break;
    case Lesson::RemoveServer:
        if (ring) {
            ring->selectServer(m_snapshot->busiestServer);
            ring->removeServer(m_snapshot->busiestServer);
        }
        break;
    case Lesson::Lookup:
        if (ring)
            ring->ringView()->lookupKey(QByteArrayLiteral("/objects/cat.jpg"));
        break;
    }
}

QString TourPanel::bodyText() const
{
    return m_body->toPlainText();
}

void TourPanel::refresh()
{
    if (m_index < 0)
        return;
    const Lesson &lesson = m_lessons.at(m_index);
    m_progress->setText(tr("Lesson %1 of %2").arg(m_index + 1).arg(lessonCount()));
    m_title->setText(lesson.title);
    QString html;
    if (!m_ready || !m_snapshot)
        html = tr("<p><i>Setting up the experiment…</i></p>");
    else if (!m_snapshot->ok())
        html = tr("<p>This lesson's experiment could not be built: %1</p>").arg(m_snapshot->error.toHtmlEscaped());
    else {
        html = lesson.explain(*m_snapshot);
        if (m_done && lesson.outcome) {
            const bool needsDiff = lesson.action == Lesson::RemoveServer;
            if (!needsDiff || m_diff.comparable)
                html += QStringLiteral("<hr/>") + lesson.outcome(*m_snapshot, m_diff);
        }
    }
    m_body->setHtml(html);
    m_invitation->setText((m_done ? QStringLiteral("✓ ") : QStringLiteral("→ ")) + lesson.invitation);
    m_invitation->setStyleSheet(m_done ? QStringLiteral("color: #1a7f37; font-weight: bold;")
                                       : QStringLiteral("color: #0b57d0; font-weight: bold;"));
    m_back->setEnabled(m_index > 0);
    m_show->setEnabled(m_ready && !m_done);
    m_next->setEnabled(m_done && m_index + 1 < lessonCount());
    m_next->setText(m_index + 1 < lessonCount() ? tr("&Next") : tr("Done"));
}

} // namespace ringlab::gui
