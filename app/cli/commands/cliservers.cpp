#include "cliservers.h"

#include "ringcore/core/numberinput.h"

#include "ringcore/core/usertext.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/core/serverlistparser.h"
#include "ringcore/keys/keyfilereader.h"
#include "ringcore/rings/algorithmregistry.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QTextStream>

#include <climits>
#include <limits>
#include <cstdio>

using namespace ringcore;

namespace ringlab::cli {

namespace {

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

constexpr qint64 kMaxGenerated = 100'000'000;

} // namespace

void CliServers::addAlgorithmOptions(QCommandLineParser &parser, const QString &defaultServers)
{
    parser.addOption({QStringLiteral("algorithm"),
                      tr("Algorithm: %1.").arg(AlgorithmRegistry::names().join(QStringLiteral(", "))),
                      QStringLiteral("name")});
    QCommandLineOption servers(QStringLiteral("servers"),
                               tr("Servers: addresses, ranges (127.0.0.1:9001-9100) or a count; name=address gives a server its hash "
                                  "name."),
                               QStringLiteral("list"));
    if (!defaultServers.isEmpty())
        servers.setDefaultValue(defaultServers);
    parser.addOption(servers);
    addHashNamesOption(parser);
    parser.addOption({QStringLiteral("weights"),
                      tr("One weight for all servers (5), one per server (1,2,3), or a weight for all with "
                         "exceptions by address or port (*:1,9002:5)."),
                      QStringLiteral("list")});
    parser.addOption({QStringLiteral("down"), tr("Servers marked down: addresses, ports, #positions or ranges (127.0.0.1:9042, 9042, #3, 9040-9045, #7-#9)."),
                      QStringLiteral("list")});
    parser.addOption({QStringLiteral("option"), tr("Algorithm option name=value (repeatable)."),
                      QStringLiteral("k=v")});
}

void CliServers::addHashNamesOption(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("hash-names"),
                      tr("Hash names, one per server in list order (cache-{1..100}.example:8080, - for none): the "
                         "name a system hashes instead of the address (nginx server text, Envoy hostname, Varnish "
                         "ident, …). Also written name=address in --servers."),
                      QStringLiteral("list")});
}

bool CliServers::applyHashNames(const QCommandLineParser &parser, ServerList &servers, QString *error)
{
    QString why;
    if (parser.isSet(QStringLiteral("hash-names"))
        && !ServerListParser::applyHashNames(servers, parser.value(QStringLiteral("hash-names")), &why))
        return fail(error, QStringLiteral("--") + why);
    return true;
}

void CliServers::addKeyOptions(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("keys"), tr("Key file, one key per line."), QStringLiteral("file")});
    parser.addOption({QStringLiteral("generate"), tr("Generate N keys /objects/<16 hex> (1-%1).").arg(NumberText::integer(kMaxGenerated)),
                      QStringLiteral("N")});
    parser.addOption({QStringLiteral("seed"), tr("Seed for generated keys (default 1)."), QStringLiteral("S"),
                      QStringLiteral("1")});
}

void CliServers::addJsonOption(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("json"), tr("Print JSON instead of text.")});
}

bool CliServers::parseOptionPairs(const QStringList &pairs, AlgorithmOptions *options, QString *error)
{
    for (const QString &pair : pairs) {
        const qsizetype eq = pair.indexOf(QLatin1Char('='));
        if (eq <= 0)
            return fail(error, tr("--option: \"%1\" is not of the form name=value").arg(UserText::shown(pair)));
        options->insert(pair.left(eq).trimmed(), pair.mid(eq + 1).trimmed());
    }
    return true;
}

bool CliServers::parseAlgorithm(const QCommandLineParser &parser, AlgorithmSetup *setup, QString *error)
{
    setup->algorithm = parser.value(QStringLiteral("algorithm"));
    if (setup->algorithm.isEmpty())
        return fail(error, tr("--algorithm is required; choose one of: %1")
                               .arg(AlgorithmRegistry::names().join(QStringLiteral(", "))));
    const AlgorithmInfo *info = AlgorithmRegistry::find(setup->algorithm);
    if (!info)
        return fail(error, tr("--algorithm: unknown algorithm \"%1\"; choose one of: %2")
                               .arg(UserText::shown(setup->algorithm), AlgorithmRegistry::names().join(QStringLiteral(", "))));
    const QString serverText = parser.value(QStringLiteral("servers"));
    if (serverText.isEmpty())
        return fail(error, tr("--servers is required (for example 127.0.0.1:9001-9100)"));
    QString why;
    setup->servers = ServerListParser::parseServers(serverText, &why);
    if (setup->servers.isEmpty())
        return fail(error, QStringLiteral("--") + why);
    if (!applyHashNames(parser, setup->servers, error))
        return false;
    if (parser.isSet(QStringLiteral("weights"))
        && !ServerListParser::applyWeights(setup->servers, parser.value(QStringLiteral("weights")), info->minWeight,
                                           info->maxWeight, &why)) {
        // A scheme without weights: say so, not "2 is outside the allowed range 1-1" (r15 F13).
        if (info->maxWeight <= 1)
            return fail(error, tr("--weights: %1 takes no weights (every server counts once); leave --weights out")
                                   .arg(AlgorithmRegistry::translatedDisplayName(*info)));
        return fail(error, QStringLiteral("--") + why);
    }
    if (parser.isSet(QStringLiteral("down"))
        && !ServerListParser::applyDown(setup->servers, parser.value(QStringLiteral("down")), &why))
        return fail(error, QStringLiteral("--") + why);
    if (!parseOptionPairs(parser.values(QStringLiteral("option")), &setup->options, error))
        return false;
    // The one parser of option values: every command reads and prints them normalised ("1e3" → "1000").
    if (!AlgorithmRegistry::normaliseOptions(setup->algorithm, &setup->options, &why))
        return fail(error, QStringLiteral("--") + why);
    return true;
}

std::unique_ptr<Algorithm> CliServers::build(const AlgorithmSetup &setup, QString *error)
{
    QString why;
    auto algorithm = AlgorithmRegistry::create(setup.algorithm, setup.servers, setup.options, &why);
    if (!algorithm && error)
        *error = why.startsWith(QLatin1String("option")) ? QStringLiteral("--") + why : why;
    return algorithm;
}

bool CliServers::parseCount(const QString &option, const QString &text, qint64 minimum, qint64 maximum,
                            qint64 *value, QString *error)
{
    qint64 v = 0;
    // The range grouped as people read it ("1-100,000,000", r16 G7), as the input may be; a port
    // is a name, not an amount, and keeps its plain digits ("1024-65534").
    const bool port = option.endsWith(QLatin1String("port"));
    const QString low = port ? QString::number(minimum) : NumberText::integer(minimum);
    const QString high = port ? QString::number(maximum) : NumberText::integer(maximum);
    if (!NumberInput::isWholeNumber(text))
        return fail(error, tr("--%1: \"%2\" is not a whole number (allowed: %3-%4; digits, grouped by threes with "
                              "commas or underscores if you like)")
                               .arg(option, UserText::shown(text), low, high));
    // Digits beyond qint64 ("99999999999999999999") are a whole number, only too large.
    if (!NumberInput::wholeNumber(text, &v) || v < minimum || v > maximum)
        return fail(error, tr("--%1: \"%2\" is outside the allowed range %3-%4 (whole numbers)")
                               .arg(option, UserText::shown(text), low, high));
    *value = v;
    return true;
}

bool CliServers::parseCount(const QString &option, const QString &text, qint64 minimum, qint64 maximum, int *value,
                            QString *error)
{
    Q_ASSERT(minimum >= INT_MIN && maximum <= INT_MAX);
    qint64 v = 0;
    if (!parseCount(option, text, minimum, maximum, &v, error))
        return false;
    *value = int(v);
    return true;
}

QString CliServers::keyText(QByteArrayView key)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom);
    return decoder.decode(key);
}

QString CliServers::keyFileError(const QString &readerMessage)
{
    QString why = readerMessage;
    if (why.startsWith(QLatin1String("keys: ")))
        why = why.mid(6);
    return tr("--keys: %1").arg(why);
}

bool CliServers::parseUnsigned64(const QString &option, const QString &text, uint64_t *value, QString *error)
{
    static const QRegularExpression hex(QStringLiteral("^0[xX][0-9a-fA-F]{1,16}$"));
    bool ok = false;
    const QString t = text.trimmed();
    qulonglong v = 0;
    if (hex.match(t).hasMatch())
        v = t.mid(2).toULongLong(&ok, 16);
    else if (NumberInput::isWholeNumber(t))
        v = QString(t).remove(QLatin1Char(',')).remove(QLatin1Char('_')).toULongLong(&ok, 10);
    if (!ok)
        return fail(error, tr("--%1: \"%2\" is not a number in %3 (decimal or 0x hex)")
                               .arg(option, UserText::shown(text), unsigned64Range()));
    *value = v;
    return true;
}

QString CliServers::unsigned64Range()
{
    return NumberText::integer(0) + QLatin1Char('-') + QLocale().toString(std::numeric_limits<qulonglong>::max());
}

bool CliServers::parseKeys(const QCommandLineParser &parser, bool required, KeySource *keys, bool *given,
                           QString *error)
{
    const bool file = parser.isSet(QStringLiteral("keys"));
    const bool generate = parser.isSet(QStringLiteral("generate"));
    if (given)
        *given = file || generate;
    if (file && generate)
        return fail(error, tr("--keys and --generate: give one of them, not both"));
    uint64_t seed = 1;
    if (!parseUnsigned64(QStringLiteral("seed"), parser.value(QStringLiteral("seed")), &seed, error))
        return false;
    if (file) {
        QString why;
        auto list = KeyFileReader::readAll(parser.value(QStringLiteral("keys")), &why);
        if (!list)
            return fail(error, keyFileError(why));
        if (list->empty())
            return fail(error, tr("--keys: %1 holds no keys").arg(parser.value(QStringLiteral("keys"))));
        *keys = KeySource::list(std::move(*list));
        return true;
    }
    if (generate) {
        qint64 n = 0;
        if (!parseCount(QStringLiteral("generate"), parser.value(QStringLiteral("generate")), 1, kMaxGenerated, &n,
                        error))
            return false;
        *keys = KeySource::generated(n, seed);
        return true;
    }
    if (required)
        return fail(error, tr("give the keys: --keys FILE or --generate N"));
    return true;
}

bool CliServers::resolveServers(const ServerList &servers, const QString &option, const QString &text,
                                QList<int> *indices, QString *error)
{
    QString why;
    if (text.trimmed().isEmpty())
        return fail(error, tr("--%1: the list is empty").arg(option));
    if (!ServerListParser::parseDown(servers, text, indices, &why)) {
        if (why.startsWith(QLatin1String("down:")))
            why = option + why.mid(4);
        return fail(error, QStringLiteral("--") + why);
    }
    return true;
}

void CliServers::printJson(QTextStream &out, const QJsonObject &object)
{
    out << QJsonDocument(object).toJson(QJsonDocument::Indented);
    out.flush();
}

} // namespace ringlab::cli
