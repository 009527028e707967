// ringlab-cli advise: reads a real proxy config and prints today's spread, the one-line fix, its
// memory cost and its roll-out wave (ringcore/advisor).
#include "../clicommand.h"
#include "cliservers.h"

#include "ringcore/advisor/advicereportformatter.h"
#include "ringcore/advisor/advisor.h"
#include "ringcore/advisor/advisorsystem.h"
#include "ringcore/config/proxyconfigreader.h"
#include "ringcore/core/filewriter.h"
#include "ringcore/core/numberinput.h"
#include "ringcore/core/outputpath.h"

#include <QFile>
#include <QJsonDocument>

using namespace ringcore;

namespace ringlab::cli {

namespace {

QStringList displayNames()
{
    QStringList out;
    for (const AdvisorSystem *s : AdvisorSystemRegistry::all())
        out.append(s->displayName());
    return out;
}

/// The scopes of the systems whose configs name no servers (a host count is assumed for them).
QStringList hostsScopes()
{
    QStringList out;
    for (const AdvisorSystem *s : AdvisorSystemRegistry::all())
        if (!s->listsServers())
            out.append(s->hostsScope());
    return out;
}

} // namespace

class AdviseCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::cli::AdviseCommand) // the context lupdate writes into translations/*.ts
public:
    QString name() const override { return QStringLiteral("advise"); }
    int maxPositional() const override { return 1; }
    QString summary() const override
    {
        return tr("Read a proxy config (%1) and print the fix, its cost and its roll-out wave")
            .arg(displayNames().join(QLatin1Char('/')));
    }

    void setup(QCommandLineParser &parser) override
    {
        parser.addPositionalArgument(QStringLiteral("file"), tr("The proxy config to read."), QStringLiteral("FILE"));
        parser.addOption({QStringLiteral("epsilon"),
                          tr("Target: busiest server within 1+EPS of its share in 95% of rings (default 0.1)."),
                          QStringLiteral("EPS"), QStringLiteral("0.1")});
        parser.addOption({QStringLiteral("rings"),
                          tr("Rings held in memory, for the cost (feature combinations; default 1)."),
                          QStringLiteral("R"), QStringLiteral("1")});
        parser.addOption({QStringLiteral("json"), tr("Machine-readable output.")});
        parser.addOption({QStringLiteral("section"), tr("The upstream/backend/cluster/rule to advise on."),
                          QStringLiteral("NAME")});
        parser.addOption({QStringLiteral("format"),
                          tr("%1 (default: detect).").arg(AdvisorSystemRegistry::joinOr(AdvisorSystemRegistry::names())),
                          QStringLiteral("FORMAT")});
        parser.addOption({QStringLiteral("hosts"),
                          tr("Hosts behind %1, which name none (default %2).")
                              .arg(AdvisorSystemRegistry::joinOr(hostsScopes()))
                              .arg(ConfigReadOptions().hosts),
                          QStringLiteral("N"), QString::number(ConfigReadOptions().hosts)});
        parser.addOption({QStringLiteral("steps"),
                          tr("Staged roll-out shares on the new ring, in percent (default 1,5,25,50,100)."),
                          QStringLiteral("LIST"), QStringLiteral("1,5,25,50,100")});
        parser.addOption({QStringLiteral("compare"),
                          tr("Also compare FILE with OTHER: the fraction of keys that change server."),
                          QStringLiteral("OTHER")});
        parser.addOption({QStringLiteral("write-patched"), tr("Write the config with the fix applied to OUT."),
                          QStringLiteral("OUT")});
    }

    int run(QCommandLineParser &parser) override
    {
        const QStringList files = parser.positionalArguments();
        if (files.size() != 1)
            return usageError(tr("FILE: give exactly one config file"));
        QString pathError;
        if (parser.isSet(QStringLiteral("write-patched"))
            && !OutputPath::checkNotInput(QStringLiteral("write-patched"), parser.value(QStringLiteral("write-patched")),
                                          {files.first(), parser.value(QStringLiteral("compare"))}, &pathError))
            return usageError(pathError);
        AdvisorOptions options;
        ConfigReadOptions read;
        QString optionError;
        if (!readOptions(parser, &options, &read, &optionError))
            return usageError(optionError);

        ProxyConfig config;
        ConfigError error;
        QList<ProxyConfig> sections;
        if (!ProxyConfigReader::readFile(files.first(), read, &config, &error, &sections))
            return failure(error.line == 0 && error.reason.startsWith(files.first()) // already names the file
                                   ? error.reason
                                   : tr("%1: %2").arg(files.first(), error.toString()));
        // --hosts counts the hosts behind a config that names none; for any other file it would be
        // ignored.
        const AdvisorSystem *system = AdvisorSystemRegistry::find(config.system);
        if (parser.isSet(QStringLiteral("hosts")) && system && system->listsServers())
            return usageError(tr("--hosts applies to %1 only; %2 is a %3 config (its servers are listed in it)")
                                  .arg(AdvisorSystemRegistry::joinOr(hostsScopes()), files.first(), config.system));
        if (sections.size() > 1)
            config.notes.append(tr("choose the section to advise on with --section NAME"));
        AdviceReport report;
        QString why;
        if (!Advisor::advise(config, options, &report, &why))
            return failure(tr("%1: %2").arg(files.first(), why));

        QString compareText;
        QJsonObject compareJson;
        if (parser.isSet(QStringLiteral("compare"))
            && !compare(files.first(), parser.value(QStringLiteral("compare")), config, read, options, &compareText, &compareJson, &why))
            return failure(why);

        if (parser.isSet(QStringLiteral("write-patched"))) {
            if (!report.hasFix)
                return failure(tr("--write-patched: there is no fix to write"));
            // Checked and atomic: on a full disk the old file stays and the OS reason is named.
            QString writeError;
            if (!FileWriter::writeFile(parser.value(QStringLiteral("write-patched")), report.fix.patchedText.toUtf8(),
                                       &writeError))
                return failure(tr("--write-patched: %1").arg(writeError));
        }

        if (parser.isSet(QStringLiteral("json"))) {
            QJsonObject o = AdviceReportFormatter::toJson(report);
            if (!compareJson.isEmpty())
                o.insert(QStringLiteral("compare"), compareJson);
            out() << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
        } else {
            // Read by people on the terminal: grouped digits, as the Advisor page writes them (r16 G7:
            // "128–3840 per server, 4224 in all"); --json keeps plain numbers.
            out() << AdviceReportFormatter::toMarkdown(report, QLocale());
            if (!compareText.isEmpty())
                out() << Qt::endl << compareText;
        }
        out().flush();
        return Ok;
    }
private:
    static bool fail(QString *error, const QString &message)
    {
        *error = message;
        return false;
    }

    /// --epsilon, --rings, --hosts, --format and --steps, each in its range.
    static bool readOptions(const QCommandLineParser &parser, AdvisorOptions *options, ConfigReadOptions *read, QString *error)
    {
        const bool ok = NumberInput::realNumber(parser.value(QStringLiteral("epsilon")), &options->epsilon);
        if (!ok || !AdvisorOptions::kEpsilon.contains(options->epsilon))
            return fail(error, tr("--epsilon: \"%1\" is outside the allowed range %2-%3")
                                  .arg(parser.value(QStringLiteral("epsilon")))
                                  .arg(AdvisorOptions::kEpsilon.min)
                                  .arg(AdvisorOptions::kEpsilon.max));
        if (!CliServers::parseCount(QStringLiteral("rings"), parser.value(QStringLiteral("rings")),
                                    AdvisorOptions::kRings.min, AdvisorOptions::kRings.max,
                                    &options->rings, error))
            return false;
        read->section = parser.value(QStringLiteral("section"));
        if (!CliServers::parseCount(QStringLiteral("hosts"), parser.value(QStringLiteral("hosts")),
                                    ConfigReadOptions::kHosts.min, ConfigReadOptions::kHosts.max,
                                    &read->hosts, error))
            return false;
        if (parser.isSet(QStringLiteral("format"))) {
            const QString f = parser.value(QStringLiteral("format"));
            if (!AdvisorSystemRegistry::find(f))
                return fail(error, tr("--format: \"%1\" is not one of %2")
                                      .arg(f, AdvisorSystemRegistry::names().join(QStringLiteral(", "))));
            read->format = f;
        }
        options->steps.clear();
        double previous = 0;
        for (const QString &part : parser.value(QStringLiteral("steps")).split(QLatin1Char(','))) {
            double p = 0;
            if (!NumberInput::realNumber(part, &p) || !(p > previous * 100 && p <= 100))
                return fail(error, tr("--steps: \"%1\" must be increasing percentages in (0, 100]").arg(part));
            options->steps.append(p / 100.0);
            previous = p / 100.0;
        }
        return true;
    }

    /// --compare OTHER: the generalised remap from `file`'s config to the other's, as text and JSON.
    static bool compare(const QString &file, const QString &otherPath, const ProxyConfig &config, const ConfigReadOptions &read,
                        const AdvisorOptions &options, QString *compareText, QJsonObject *compareJson, QString *why)
    {
        ConfigError error;
        ConfigReadOptions otherRead = read;
        otherRead.section.clear();
        ProxyConfig other;
        if (!ProxyConfigReader::readFile(otherPath, otherRead, &other, &error))
            return fail(why, error.line == 0 && error.reason.startsWith(otherPath) // already names the file
                               ? error.reason
                               : tr("%1: %2").arg(otherPath, error.toString()));
        // Two configs that hash different request attributes place no key in common.
        QString note;
        if (!Advisor::sameKeys(config, other, why, &note))
            return fail(why, tr("--compare: %1").arg(*why));
        auto a = Advisor::build(config, why);
        auto b = a ? Advisor::build(other, why) : nullptr;
        if (!a || !b)
            return fail(why, tr("--compare: %1").arg(*why));
        const RolloutWave w = Advisor::wave(*a, *b, options);
        *compareText = tr("## Generalised remap: %1 → %2\n\n%3 of the key space changes server (%4, %5).\n")
                          .arg(file, otherPath, AdviceReportFormatter::percent(w.movedFraction, 2),
                               w.exact ? tr("exact") : tr("estimated"), w.method);
        if (!note.isEmpty()) {
            *compareText += QLatin1Char('\n') + tr("Note: %1.").arg(note) + QLatin1Char('\n');
            compareJson->insert(QStringLiteral("note"), note);
        }
        compareJson->insert(QStringLiteral("other"), otherPath);
        compareJson->insert(QStringLiteral("movedFraction"), w.movedFraction);
        compareJson->insert(QStringLiteral("exact"), w.exact);
        compareJson->insert(QStringLiteral("method"), w.method);
        return true;
    }
};

RINGLAB_REGISTER_COMMAND(AdviseCommand, "advise")

} // namespace ringlab::cli
