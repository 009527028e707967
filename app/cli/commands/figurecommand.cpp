// `ringlab-cli figure KIND …`: regenerates the GUI's figures headless for articles and scripts.
// The charts need Qt Widgets, which ringlab-cli does not link (it stays a ringcore-only
// program); the command runs the ringlab-figure program (beside it in the build tree, in
// libexec/ringlab when installed: ringcore/core/buildinfo.h) and passes its
// arguments, output and exit code through. The options are listed here (ringlab-cli figure
// --help) from the table both programs share, app/figure/figureoptions.h.
#include "clicommand.h"

#include "../../figure/figureoptions.h"
#include "ringcore/core/buildinfo.h"

#include <QFileInfo>
#include <QProcess>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>
#endif

namespace ringlab::cli {

class FigureCommand : public CliCommand
{
public:
    QString name() const override { return QStringLiteral("figure"); }
    int maxPositional() const override { return -1; }
    QString summary() const override
    {
        // Every kind, from the same list the command accepts (it named 5 of the 9).
        return QCoreApplication::translate("ringlab::cli::FigureCommand",
                                           "Render figures (%1) to PNG/SVG/PDF "
                                           "and tidy CSV/JSON, at a printed size (e.g. --size 3.5x2.45in) and any DPI")
            .arg(figureoptions::kinds().join(QStringLiteral(", ")));
    }
    void setup(QCommandLineParser &parser) override
    {
        parser.addPositionalArgument(QStringLiteral("kind"), figureoptions::kindHelp());
        parser.addOptions(figureoptions::options());
    }
    int run(QCommandLineParser &parser) override
    {
        QString program = qEnvironmentVariable("RINGLAB_FIGURE");
        if (program.isEmpty())
            program = ringcore::buildinfo::findHelper(QStringLiteral("ringlab-figure"));
        if (program.isEmpty() || !QFileInfo(program).isExecutable())
            return failure(QCoreApplication::translate("ringlab::cli::FigureCommand",
                                                       "the figure renderer %1 was not found (build the ringlab-figure "
                                                       "target, or set RINGLAB_FIGURE)")
                               .arg(program.isEmpty() ? ringcore::buildinfo::helperCandidates(QStringLiteral("ringlab-figure"))
                                                            .join(QStringLiteral(", "))
                                                      : program));
        QStringList args = parser.positionalArguments();
        for (const QCommandLineOption &option : figureoptions::options()) {
            const QString name = option.names().constFirst();
            if (!parser.isSet(name))
                continue;
            if (option.valueName().isEmpty())
                args << QStringLiteral("--") + name;
            else
                args << QStringLiteral("--") + name << parser.value(name);
        }
        QProcess process;
        process.setProcessChannelMode(QProcess::ForwardedChannels);
#ifdef Q_OS_LINUX
        // The renderer dies with us: killing `ringlab-cli figure` never leaves ringlab-figure
        // running. Set in the child between fork and exec; if we died in between, exit at once.
        const pid_t parent = getpid();
        process.setChildProcessModifier([parent] {
            prctl(PR_SET_PDEATHSIG, SIGTERM);
            if (getppid() != parent)
                _exit(1);
        });
#endif
        process.start(program, args);
        if (!process.waitForStarted(10000))
            return failure(QCoreApplication::translate("ringlab::cli::FigureCommand", "cannot start %1: %2")
                               .arg(program, process.errorString()));
        process.waitForFinished(-1);
        if (process.exitStatus() != QProcess::NormalExit)
            return failure(QCoreApplication::translate("ringlab::cli::FigureCommand", "%1 crashed").arg(program));
        return process.exitCode();
    }
};

RINGLAB_REGISTER_COMMAND(FigureCommand, "figure")

} // namespace ringlab::cli
