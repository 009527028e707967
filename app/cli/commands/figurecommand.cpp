// `ringlab-cli figure KIND …`: regenerates the GUI's figures headless for articles and scripts.
// The charts need Qt Widgets, which ringlab-cli does not link (it stays a ringcore-only
// program); the command runs the ringlab-figure program installed beside it and passes its
// arguments, output and exit code through. See app/gui/export/figuretool.h for the options.
#include "clicommand.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>

namespace ringlab::cli {

class FigureCommand : public CliCommand
{
public:
    QString name() const override { return QStringLiteral("figure"); }
    int maxPositional() const override { return -1; }
    QString summary() const override
    {
        return QCoreApplication::translate("ringlab::cli::FigureCommand",
                                           "Render the GUI's figures (spread, removal, compare, all) to PNG/SVG/PDF/CSV/JSON");
    }
    void setup(QCommandLineParser &parser) override
    {
        parser.addPositionalArgument(QStringLiteral("kind"), QCoreApplication::translate("ringlab::cli::FigureCommand",
                                                                                         "spread, removal, compare or all"));
        for (const char *option : {"experiment", "out", "formats", "size", "dpi", "servers", "rings", "max-points"})
            parser.addOption(QCommandLineOption(QString::fromLatin1(option),
                                                QCoreApplication::translate("ringlab::cli::FigureCommand",
                                                                            "See ringlab-figure --help."),
                                                QStringLiteral("value")));
    }
    int run(QCommandLineParser &parser) override
    {
        QString program = qEnvironmentVariable("RINGLAB_FIGURE");
        if (program.isEmpty())
            program = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("ringlab-figure"));
        if (!QFileInfo(program).isExecutable())
            return failure(QCoreApplication::translate("ringlab::cli::FigureCommand",
                                                       "the figure renderer %1 was not found (build the ringlab-figure "
                                                       "target, or set RINGLAB_FIGURE)")
                               .arg(program));
        QStringList args = parser.positionalArguments();
        for (const QString &option : parser.optionNames())
            if (option != QLatin1String("help"))
                args << QStringLiteral("--") + option << parser.value(option);
        QProcess process;
        process.setProcessChannelMode(QProcess::ForwardedChannels);
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
