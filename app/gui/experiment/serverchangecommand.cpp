#include "gui/experiment/serverchangecommand.h"

#include <QCoreApplication>

namespace ringlab::gui {

ServerChangeCommand::ServerChangeCommand(const ringcore::Experiment &before, const ringcore::Experiment &after,
                                         Apply apply)
    : m_before(before), m_after(after), m_apply(std::move(apply))
{
    setText(describe(before.servers, after.servers));
}

void ServerChangeCommand::undo()
{
    m_apply(m_before);
}

void ServerChangeCommand::redo()
{
    m_apply(m_after);
}

QString ServerChangeCommand::describe(const ringcore::ServerList &before, const ringcore::ServerList &after)
{
    if (before.size() == after.size()) {
        for (int i = 0; i < before.size(); ++i) {
            const ringcore::Server &a = before.at(i), &b = after.at(i);
            if (a.address != b.address)
                break;
            if (!a.down && b.down)
                return tr("remove %1").arg(a.address);
            if (a.down && !b.down)
                return tr("restore %1").arg(a.address);
            if (a.weight != b.weight)
                return tr("weight of %1 %2 → %3").arg(a.address).arg(a.weight).arg(b.weight);
        }
    }
    if (after.size() == before.size() + 1)
        return tr("add %1").arg(after.last().address);
    return tr("change servers");
}

} // namespace ringlab::gui
