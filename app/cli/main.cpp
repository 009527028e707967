// ringlab-cli: the headless twin of RingLab. Thin: parses arguments and hands work to ringcore.
#include "clicommand.h"

#include "ringcore/core/buildinfo.h"
#include "ringcore/core/uilanguage.h"
#include "ringcore/core/usertext.h"

#include "ringcore/live/systemdescription.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>
#include <QTextStream>
#include <QTranslator>

#include <algorithm>
#include <new>

using namespace ringlab::cli;

namespace {

void printTopHelp(QTextStream &stream)
{
    stream << QCoreApplication::translate("ringlab-cli", "Usage: ringlab-cli COMMAND [options]\n\n"
                                                         "RingLab's engine from the command line.\n\n"
                                                         "Commands:\n");
    auto commands = commandRegistry();
    std::sort(commands.begin(), commands.end(),
              [](const CommandEntry &a, const CommandEntry &b) { return a.name < b.name; });
    for (const CommandEntry &entry : std::as_const(commands)) {
        auto command = entry.make();
        stream << "  " << entry.name.leftJustified(12) << command->summary() << '\n';
    }
    stream << QCoreApplication::translate("ringlab-cli", "\nRun 'ringlab-cli COMMAND --help' for a command's options.\n");
    stream << QCoreApplication::translate("ringlab-cli", "Whole numbers are digits, plain or grouped by threes with commas or "
                                                         "underscores (1000000, 1,000,000, 1_000_000); seeds also take 0x "
                                                         "hex. Down lists: addresses, ports, #positions and ranges "
                                                         "(127.0.0.1:9042, 9042, #3, 9040-9045, #7-#9).\n");
    stream.flush();
}

/// Hidden options for the bash completion (packaging/ringlab-cli.bash): one name a line, from the
/// registries themselves, so a new command, algorithm or live system completes without editing it.
bool printList(const QString &option, QTextStream &out)
{
    QStringList names;
    if (option == QLatin1String("--list-commands")) {
        for (const CommandEntry &entry : std::as_const(commandRegistry()))
            names << entry.name;
    } else if (option == QLatin1String("--list-algorithms")) {
        names = ringcore::AlgorithmRegistry::names();
    } else if (option == QLatin1String("--list-proxies")) {
        names = ringcore::SystemRegistry::names();
    } else {
        return false;
    }
    names.sort();
    for (const QString &name : std::as_const(names))
        out << name << '\n';
    out.flush();
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("ringlab-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("RingLab"));
    QCoreApplication::setApplicationVersion(ringcore::buildinfo::versionLine());
    // The user's language (LANGUAGE, LANG, …), as the desktop application picks it when none was
    // chosen; English loads its plural forms ("for 1 ring", not "for 1 rings").
    QTranslator translation;
    if (ringcore::UiLanguage::load(translation, ringcore::UiLanguage::forSystem()))
        QCoreApplication::installTranslator(&translation);

    const QStringList args = QCoreApplication::arguments();
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (args.size() < 2 || args[1] == QLatin1String("--help") || args[1] == QLatin1String("-h")
        || args[1] == QLatin1String("help")) {
        printTopHelp(out);
        return args.size() < 2 ? Usage : Ok;
    }
    if (printList(args[1], out))
        return Ok;
    if (args[1] == QLatin1String("--version")) {
        out << "ringlab-cli " << ringcore::buildinfo::versionLine() << Qt::endl; // the version and the git commit
        return Ok;
    }
    for (const CommandEntry &entry : std::as_const(commandRegistry())) {
        if (entry.name != args[1])
            continue;
        auto command = entry.make();
        QCommandLineParser parser;
        parser.setApplicationDescription(command->summary());
        parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
        parser.addHelpOption();
        command->setup(parser);
        QStringList subArgs = args.mid(1);
        subArgs[0] = QStringLiteral("ringlab-cli ") + entry.name;
        if (!parser.parse(subArgs)) {
            // Qt's text names the option as typed: shown through the same guard as every message.
            err << "ringlab-cli " << entry.name << ": " << ringcore::UserText::forMessage(parser.errorText()) << Qt::endl;
            return Usage;
        }
        if (parser.isSet(QStringLiteral("help"))) {
            // The usage line names the command ("ringlab-cli figure [options] kind"), not the binary's path.
            out << parser.helpText().replace(args[0], subArgs[0]);
            return Ok;
        }
        const QStringList positional = parser.positionalArguments();
        const int allowed = command->maxPositional();
        if (allowed >= 0 && positional.size() > allowed) {
            err << "ringlab-cli " << entry.name << ": "
                << (allowed == 0 ? QCoreApplication::translate("ringlab-cli", "unexpected argument \"%1\": this command "
                                                                            "takes options only (they start with --)")
                                       .arg(ringcore::UserText::shown(positional.front()))
                                 : QCoreApplication::translate("ringlab-cli", "unexpected argument \"%1\": this command "
                                                                            "takes at most %2")
                                       .arg(ringcore::UserText::shown(positional.at(allowed)))
                                       .arg(allowed))
                << Qt::endl;
            return Usage;
        }
        try {
            return command->run(parser);
        } catch (const std::bad_alloc &) {
            // The last line of defence: readers and builders check memory before they allocate.
            err << "ringlab-cli " << entry.name << ": "
                << QCoreApplication::translate("ringlab::cli", "out of memory (ulimit -v, cgroup limit or free memory); "
                                                               "try a smaller input")
                << Qt::endl;
            return Failure;
        }
    }
    err << QCoreApplication::translate("ringlab-cli", "ringlab-cli: unknown command \"%1\"\n").arg(ringcore::UserText::shown(args[1]));
    printTopHelp(err);
    return Usage;
}
