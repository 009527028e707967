// The tour's steps: what the reader did (or "Show me" does for them), and the lesson's text
// and invitation written from what the steps showed.
#include "gui/teaching/tourpanel.h"

#include "gui/common/snapshotservice.h"
#include "gui/experiment/experimentpanel.h"
#include "gui/teaching/tourhost.h"
#include "gui/ring/ringpage.h"
#include "gui/ring/ringview.h"
#include "gui/teaching/lessons/lessonbook.h"

#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollBar>
#include <QTextBrowser>

#include <cmath>

namespace ringlab::gui {

void TourPanel::onExperiment(const ringcore::Experiment &e)
{
    if (!m_active || m_index < 0 || m_awaitingSetup || actionDone())
        return;
    const Lesson::Step &step = m_lessons.at(m_index).steps.at(m_step);
    const double target = step.targetOf(m_setup);
    bool done = false;
    switch (step.action) {
    case Lesson::RaisePoints:
        done = LessonBook::pointsOf(e) >= target;
        break;
    case Lesson::LowerEpsilon:
        done = e.options.contains(QStringLiteral("epsilon")) && e.options.value(QStringLiteral("epsilon")).toDouble() <= target;
        break;
    case Lesson::ChangeWeight:
        for (int i = 0; i < e.servers.size() && i < m_setup.servers.size(); ++i)
            done = done || e.servers.at(i).weight != m_setup.servers.at(i).weight;
        break;
    case Lesson::RemoveServer:
        for (int i = 0; i < e.servers.size() && i < m_setup.servers.size(); ++i)
            done = done || (e.servers.at(i).down && !m_setup.servers.at(i).down);
        break;
    default:
        break;
    }
    if (done)
        stepDone(step.action);
}

void TourPanel::stepDone(Lesson::Action action)
{
    if (!m_active || m_index < 0 || !m_ready || actionDone())
        return;
    if (m_lessons.at(m_index).steps.at(m_step).action != action)
        return;
    ++m_step;
    refresh();
    if (actionDone())
        emit actionCompleted(m_index);
    runQueued();
}

void TourPanel::queueSteps(int steps)
{
    m_queued += std::max(0, steps);
    runQueued();
}

void TourPanel::runQueued()
{
    if (m_queued <= 0 || !m_ready || m_preparing || actionDone()) {
        if (actionDone() && m_queued > 0) {
            m_queued = 0;
            refresh();
        }
        return;
    }
    // The previous step must have settled: its snapshot shown, its lookup walked.
    const SnapshotService *service = m_window->snapshotService();
    if (service->isBusy() || service->snapshot() != m_snapshot || service->experiment() != m_window->experiment()
        || (m_window->ringPage() && m_window->ringPage()->ringView()->isLookupRunning()))
        return;
    --m_queued;
    performAction();
}

void TourPanel::performAction()
{
    if (!m_active || m_index < 0 || !m_ready || !m_snapshot || m_preparing || actionDone())
        return;
    const Lesson::Step &step = m_lessons.at(m_index).steps.at(m_step);
    RingPage *ring = m_window->ringPage();
    switch (step.action) {
    case Lesson::SelectServer:
        if (ring)
            ring->selectServer(m_snapshot->busiestServer);
        break;
    case Lesson::RaisePoints: {
        const double target = step.targetOf(m_setup);
        if (std::isfinite(target))
            m_window->experimentPanel()->setPointsPerServer(int(std::ceil(std::max(1.0, target))));
        break;
    }
    case Lesson::LowerEpsilon: {
        ringcore::Experiment e = m_window->experiment();
        e.options.insert(QStringLiteral("epsilon"), QString::number(step.targetOf(m_setup)));
        m_window->applyEdit(e);
        break;
    }
    case Lesson::ChangeWeight:
        if (ring) {
            ring->selectServer(0);
            ring->setServerWeight(0, m_setup.servers.at(0).weight + 4);
        }
        break;
    case Lesson::RemoveServer:
        if (ring) {
            // A typical server: the one whose share is closest to its fair share.
            int server = -1;
            double best = 0;
            for (int i = 0; i < m_snapshot->servers.size(); ++i) {
                if (m_snapshot->servers.at(i).down || size_t(i) >= m_snapshot->shares.size())
                    continue;
                const double off = std::abs(m_snapshot->shares[size_t(i)] - m_snapshot->fairShare(i));
                if (server < 0 || off < best) {
                    server = i;
                    best = off;
                }
            }
            ring->selectServer(server);
            ring->removeServer(server);
        }
        break;
    case Lesson::Lookup:
        if (ring)
            ring->ringView()->lookupKey(QByteArrayLiteral("/objects/cat.jpg"));
        break;
    }
}

void TourPanel::refresh()
{
    if (m_index < 0)
        return;
    const Lesson &lesson = m_lessons.at(m_index);
    m_progress->setText(tr("Lesson %1 of %2").arg(m_index + 1).arg(lessonCount()));
    m_title->setText(lesson.title);
    QString html;
    if (m_prepareCancelled)
        html = tr("<p><i>This lesson's simulation was cancelled: Restart runs it again.</i></p>");
    else if (!m_ready || !m_base)
        html = tr("<p><i>Setting up the experiment…</i></p>");
    else if (!m_base->ok())
        html = tr("<p>This lesson's experiment could not be built: %1</p>").arg(m_base->error.toHtmlEscaped());
    else {
        const SnapshotService *service = m_window->snapshotService();
        const bool settled = m_snapshot && m_snapshot->ok() && !service->isBusy() && service->snapshot() == m_snapshot
            && service->experiment() == m_window->experiment();
        RingView *ring = m_window->ringPage() ? m_window->ringPage()->ringView() : nullptr;
        const ringcore::LookupTrace *trace = ring && ring->renderState().lookupActive && ring->snapshot() == m_snapshot
            ? &ring->lookupTrace() : nullptr;
        const LessonView view = this->view(settled, trace);
        html = lesson.explain(view);
        // Keys asked beyond what the ring routes (the Keys field allows 10⁹): the lesson's key
        // counts are of a sample, and the text says so rather than contradict the field.
        const ringcore::KeySample sample = view.now.keySample();
        if (sample.isSample())
            html += QStringLiteral("<p><i>%1</i></p>").arg(sample.note().toHtmlEscaped());
        // What the step showed comes first, above a rule and the lesson's text: the box opens at
        // its top with the outcome in view (scrolled to an outcome below the text, the box opened
        // with a rule and a blank band at its top).
        if (m_step > 0 && lesson.outcome) {
            const QString outcome = settled ? lesson.outcome(view) : tr("<p><i>Computing…</i></p>");
            if (!outcome.isEmpty())
                html = outcome + QStringLiteral("<hr/>") + html;
        }
    }
    m_body->setHtml(html);
    fitBody();
    m_body->verticalScrollBar()->setValue(0);
    const bool done = actionDone();
    const Lesson::Step *step = done ? &lesson.steps.constLast() : &lesson.steps.at(m_step);
    // A step done with the Experiment panel's fields says what to do while the panel is hidden.
    QString text = !dockShown("experimentDock") && !step->withoutPanel.isEmpty() ? step->withoutPanel : step->invitation;
    if (text.contains(QLatin1String("%1"))) {
        const double target = step->targetOf(m_setup);
        text = text.arg(std::isfinite(target) ? QLocale().toString(target, 'f', 0) : QStringLiteral("…"));
    }
    QString invitation = (done ? QStringLiteral("✓ ") : QStringLiteral("→ ")) + text;
    if (lesson.steps.size() > 1)
        invitation = tr("Step %1 of %2: %3").arg(std::min(m_step + 1, int(lesson.steps.size()))).arg(lesson.steps.size()).arg(invitation);
    m_invitation->setText(invitation);
    m_invitation->setStyleSheet(done ? QStringLiteral("color: #1a7f37; font-weight: bold;")
                                     : QStringLiteral("color: #0b57d0; font-weight: bold;"));
    m_back->setEnabled(m_index > 0);
    m_restart->setEnabled(m_ready);
    m_show->setEnabled(m_ready && !m_preparing && !m_prepareCancelled && !done);
    m_next->setEnabled(done);
    m_next->setText(m_index + 1 < lessonCount() ? tr("&Next") : tr("&Done"));
}

} // namespace ringlab::gui
