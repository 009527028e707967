#pragma once

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QTextStream>

#include <functional>
#include <memory>

namespace ringlab::cli {

/// Exit codes shared by every subcommand.
enum ExitCode { Ok = 0, Failure = 1, Usage = 2 };

/// One `ringlab-cli` subcommand. Subcommands register themselves from their own .cpp file with
/// RINGLAB_REGISTER_COMMAND, so adding one touches no shared file.
class CliCommand
{
public:
    virtual ~CliCommand() = default;
    virtual QString name() const = 0;
    virtual QString summary() const = 0; ///< one translated line for `ringlab-cli --help`
    /// Adds the subcommand's options (and positional arguments) to the parser.
    virtual void setup(QCommandLineParser &parser) = 0;
    /// How many positional arguments the subcommand takes at most (-1: any number). main() refuses
    /// more with exit 2, so a stray word (a typo, an option without its dashes) is never ignored.
    virtual int maxPositional() const { return 0; }
    /// Runs with the parsed options; returns an ExitCode. Usage errors: print with usageError().
    virtual int run(QCommandLineParser &parser) = 0;

protected:
    static QTextStream &out();
    static QTextStream &err();
    /// Prints "ringlab-cli NAME: MESSAGE" to stderr and returns ExitCode::Usage.
    int usageError(const QString &message) const;
    /// Prints "ringlab-cli NAME: MESSAGE" to stderr and returns ExitCode::Failure.
    int failure(const QString &message) const;
};

struct CommandEntry
{
    QString name;
    std::function<std::unique_ptr<CliCommand>()> make;
};

QList<CommandEntry> &commandRegistry();
bool registerCommand(const QString &name, std::function<std::unique_ptr<CliCommand>()> make);

} // namespace ringlab::cli

#define RINGLAB_REGISTER_COMMAND(Class, cmdname)                                                   \
    namespace {                                                                                    \
    const bool ringlabCommandRegistered_##Class = ::ringlab::cli::registerCommand(                 \
        QStringLiteral(cmdname), [] { return std::unique_ptr<::ringlab::cli::CliCommand>(new Class); }); \
    }
