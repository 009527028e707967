#include "clicommand.h"

#include "ringcore/core/usertext.h"

#include <cstdio>

namespace ringlab::cli {

QTextStream &CliCommand::out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &CliCommand::err()
{
    static QTextStream stream(stderr);
    return stream;
}

int CliCommand::usageError(const QString &message) const
{
    out().flush();
    // The last guard: no control character, 10 MB token or endless message reaches the terminal.
    err() << "ringlab-cli " << name() << ": " << ringcore::UserText::forMessage(message) << Qt::endl;
    return Usage;
}

int CliCommand::failure(const QString &message) const
{
    out().flush();
    err() << "ringlab-cli " << name() << ": " << ringcore::UserText::forMessage(message) << Qt::endl;
    return Failure;
}

QList<CommandEntry> &commandRegistry()
{
    static QList<CommandEntry> list;
    return list;
}

bool registerCommand(const QString &name, std::function<std::unique_ptr<CliCommand>()> make)
{
    commandRegistry().append(CommandEntry{name, std::move(make)});
    return true;
}

} // namespace ringlab::cli
