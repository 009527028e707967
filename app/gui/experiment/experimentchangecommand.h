#pragma once

#include <QCoreApplication>
#include "ringcore/experiment/experiment.h"

#include <QUndoCommand>
#include <QUndoStack>

#include <functional>

namespace ringlab::gui {

/// One undoable change of the experiment (a removal, an added server, a weight, the servers
/// field, the algorithm, an option, the keys, the seed, the Traffic settings): remembers the
/// experiment before and after and applies either one. Changes of the same single number in one
/// gesture (dragging the points slider, typing the keys: each edit within kMergeWindowMs of the
/// last) merge into one step.
class ExperimentChangeCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::ExperimentChangeCommand) // the context lupdate writes into translations/*.ts
public:
    using Apply = std::function<void(const ringcore::Experiment &)>;
    using Label = std::function<QString()>;

    /// label, when given, names the step instead of describe() (and names it again after a
    /// language switch).
    ExperimentChangeCommand(const ringcore::Experiment &before, const ringcore::Experiment &after, Apply apply,
                            Label label = {});

    /// Edits of one number further apart than this are separate steps.
    static constexpr qint64 kMergeWindowMs = 1500;

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

    /// A short description of what changed between two experiments ("remove 127.0.0.1:9042",
    /// "keys 100,000 → 5,000", "change weights").
    static QString describe(const ringcore::Experiment &before, const ringcore::Experiment &after);
    /// Describes the change again in the current language (after a language switch).
    void retranslate();
    /// Keeps the stack's newest command from merging with whatever is pushed next (the tour's
    /// edits must stay steps of their own, so that they can be taken back without the user's).
    static void sealTop(QUndoStack *stack);
    /// The experiments it goes between (the tour keeps a redo history it has to cut, to put
    /// it back when it ends).
    const ringcore::Experiment &before() const { return m_before; }
    const ringcore::Experiment &after() const { return m_after; }

private:
    /// The one field a change touches, for merging: empty when it touches several or a list.
    static QString singleField(const ringcore::Experiment &before, const ringcore::Experiment &after);

    ringcore::Experiment m_before;
    ringcore::Experiment m_after;
    Apply m_apply;
    Label m_label;
    bool m_sealed = false;
    qint64 m_lastEdit = 0; ///< ms since the epoch of the newest edit merged into this step
};

} // namespace ringlab::gui
