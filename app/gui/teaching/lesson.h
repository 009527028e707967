#pragma once

#include "ringcore/experiment/experiment.h"
#include "ringcore/snapshot/removaldiff.h"
#include "ringcore/snapshot/ringsnapshot.h"

#include <QString>

#include <functional>

namespace ringlab::gui {

/// One lesson of the guided tour: it sets up an experiment, explains it in a few short
/// paragraphs whose numbers come from the built snapshot, and invites one action.
struct Lesson
{
    enum Action {
        SelectServer, ///< click a server on the ring or in the table
        RaisePoints,  ///< move the points slider to at least `threshold`
        ChangeWeight, ///< change any server's weight
        RemoveServer, ///< remove a server
        Lookup,       ///< watch a lookup (type a key or double-click the circle)
    };

    QString id;
    QString title;
    std::function<ringcore::Experiment()> setup;
    Action action = SelectServer;
    int threshold = 0;
    QString invitation; ///< what to do, one sentence
    /// The paragraphs (simple HTML) for the lesson's snapshot.
    std::function<QString(const ringcore::RingSnapshot &)> explain;
    /// What the action showed (snapshot after the action, the removal diff when there was one).
    std::function<QString(const ringcore::RingSnapshot &, const ringcore::RemovalDiff &)> outcome;
};

} // namespace ringlab::gui
