#pragma once

#include "gui/common/jobcontrol.h"
#include "ringcore/experiment/experiment.h"
#include "ringcore/snapshot/lookuptrace.h"
#include "ringcore/snapshot/removaldiff.h"
#include "ringcore/snapshot/ringsnapshot.h"

#include <QList>
#include <QObject>
#include <QString>

#include <functional>

namespace ringlab::gui {

/// What a lesson's text is written from: the lesson's own experiment as it was set up (`base`),
/// the same experiment after the steps done so far (`now`, the picture beside the text), and
/// the keys that moved between the two. The baseline is always the lesson's own setup, never
/// the previous lesson.
struct LessonView
{
    const ringcore::RingSnapshot &base;
    const ringcore::RingSnapshot &now;
    const ringcore::RemovalDiff &diff; ///< base → now; `comparable` once the servers changed
    const ringcore::Experiment &setup; ///< the lesson's experiment as set up
    const ringcore::Experiment &experiment; ///< the experiment shown now
    int steps = 0;                     ///< steps done ("Show me" or the reader's own action)
    const ringcore::LookupTrace *trace = nullptr; ///< the lookup the ring view walked, if any
    const ringcore::Experiment *user = nullptr;   ///< the reader's own experiment (what "your" means)
    /// What is on screen beside the lesson: a sentence names the Numbers panel or the Experiment
    /// panel only while it is shown (presenter mode hides both).
    bool numbersShown = true;
    bool experimentShown = true;
};

/// One lesson of the guided tour: it sets up an experiment, explains that setting in a few
/// short paragraphs whose numbers come from the built snapshot, and invites one or more steps.
struct Lesson
{
    enum Action {
        SelectServer, ///< click a server on the ring or in the table
        RaisePoints,  ///< move the points slider to at least the step's target
        ChangeWeight, ///< change any server's weight
        RemoveServer, ///< remove a server
        Lookup,       ///< watch a lookup (type a key or double-click the circle)
        LowerEpsilon, ///< set bounded loads' ε to at most the step's target
    };

    struct Step
    {
        Action action = SelectServer;
        double target = 0;    ///< points to reach (RaisePoints) or ε to reach (LowerEpsilon)
        QString invitation;   ///< what to do, one sentence ("%1": the target, when there is one)
        /// A target that depends on the lesson's experiment (overrides `target` when set).
        std::function<double(const ringcore::Experiment &setup)> targetFor;
        double targetOf(const ringcore::Experiment &setup) const { return targetFor ? targetFor(setup) : target; }
        /// The invitation while the Experiment panel is hidden (presenter mode), for a step done
        /// with its fields (the points slider, ε): empty when `invitation` needs no panel.
        QString withoutPanel;
    };

    QString id;
    QString title;
    /// The lesson's experiment; `user` is the reader's own experiment from before the tour.
    std::function<ringcore::Experiment(const ringcore::Experiment &user)> setup;
    QList<Step> steps;
    /// The paragraphs (simple HTML) describing the lesson's setting (from view.base).
    std::function<QString(const LessonView &view)> explain;
    /// What the steps done so far showed (called when view.steps > 0), as its own paragraphs.
    std::function<QString(const LessonView &view)> outcome;
    /// Long work a lesson needs before its text can be written (seconds for a large N): returns
    /// the work, which the tour runs off the GUI thread through its JobRunner (the work polls the
    /// job's cancel token and reports its progress), or nothing when the result is at hand already.
    std::function<std::function<void(const JobControl &job)>(const ringcore::Experiment &setup)> prepare;
    /// The server the lesson's text talks about (the server table scrolls to its row on entry);
    /// unset: the busiest server of the ring shown.
    std::function<int(const LessonView &view)> focus;
};

} // namespace ringlab::gui
