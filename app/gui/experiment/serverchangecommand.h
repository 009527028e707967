#pragma once

#include <QCoreApplication>
#include "ringcore/experiment/experiment.h"

#include <QUndoCommand>

#include <functional>

namespace ringlab::gui {

/// One undoable change of the server list (a removal, an added server, a weight, an edit of the
/// servers field): remembers the experiment before and after and applies either one.
class ServerChangeCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::gui::ServerChangeCommand) // the context lupdate writes into translations/*.ts
public:
    using Apply = std::function<void(const ringcore::Experiment &)>;

    ServerChangeCommand(const ringcore::Experiment &before, const ringcore::Experiment &after, Apply apply);

    void undo() override;
    void redo() override;

    /// A short description of what changed between two server lists ("remove 127.0.0.1:9042").
    static QString describe(const ringcore::ServerList &before, const ringcore::ServerList &after);
    /// Describes the change again in the current language (after a language switch).
    void retranslate() { setText(describe(m_before.servers, m_after.servers)); }

private:
    ringcore::Experiment m_before;
    ringcore::Experiment m_after;
    Apply m_apply;
};

} // namespace ringlab::gui
