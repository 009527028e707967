#pragma once

#include <QCoreApplication>
#include "ringcore/analysis/keysource.h"
#include "ringcore/core/server.h"
#include "ringcore/rings/algorithm.h"

#include <QCommandLineParser>
#include <QJsonObject>
#include <QTextStream>

#include <memory>

namespace ringlab::cli {

/// What --algorithm/--servers/--weights/--down/--option describe.
struct AlgorithmSetup
{
    QString algorithm;
    ringcore::ServerList servers;
    ringcore::AlgorithmOptions options;
};

/// Shared parsing for subcommands that build an algorithm over a server list or route keys.
/// Every error is one sentence naming the option, the value and the allowed range.
class CliServers
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::cli::CliServers) // the context lupdate writes into translations/*.ts
public:
    /// Adds --algorithm, --servers, --hash-names, --weights, --down and --option (repeatable k=v).
    static void addAlgorithmOptions(QCommandLineParser &parser, const QString &defaultServers = {});
    /// Adds --hash-names (addAlgorithmOptions() adds it too).
    static void addHashNamesOption(QCommandLineParser &parser);
    /// Applies --hash-names when given; false and *error ("--hash-names: …") on bad input.
    static bool applyHashNames(const QCommandLineParser &parser, ringcore::ServerList &servers, QString *error);
    /// Adds --keys FILE, --generate N and --seed S.
    static void addKeyOptions(QCommandLineParser &parser);
    /// Adds --json.
    static void addJsonOption(QCommandLineParser &parser);

    /// Reads the algorithm options; weights are checked against the algorithm's limits.
    static bool parseAlgorithm(const QCommandLineParser &parser, AlgorithmSetup *setup, QString *error);
    /// Parses "k=v" items into options (registry validation happens on build).
    static bool parseOptionPairs(const QStringList &pairs, ringcore::AlgorithmOptions *options, QString *error);
    /// Builds through the registry (option ranges, weights, memory).
    static std::unique_ptr<ringcore::Algorithm> build(const AlgorithmSetup &setup, QString *error);

    /// --keys FILE or --generate N [--seed S]. `required`: one of them must be given.
    /// *given tells whether either was.
    static bool parseKeys(const QCommandLineParser &parser, bool required, ringcore::KeySource *keys, bool *given,
                          QString *error);
    /// A key-file reader's message as the --keys option's error: "--keys: FILE:line N: …", never
    /// "--keys: keys: …".
    static QString keyFileError(const QString &readerMessage);
    /// A key as text for printing: its UTF-8, a leading U+FEFF kept (QString::fromUtf8 would drop
    /// it and print another key than the one hashed).
    static QString keyText(QByteArrayView key);
    // The option helpers of every subcommand: one rule for numbers, ringcore::NumberInput's (whole
    // numbers plain or grouped by threes, "1,000,000"; reals in C notation). Ranges come from
    // ringcore (e.g. LiveRunConfig's limits).

    /// A whole-number option in [minimum, maximum]; else *error names the option, value and range.
    static bool parseCount(const QString &option, const QString &text, qint64 minimum, qint64 maximum, qint64 *value,
                           QString *error);
    /// The same for an int field.
    static bool parseCount(const QString &option, const QString &text, qint64 minimum, qint64 maximum, int *value,
                           QString *error);
    /// A seed or other 64-bit value, 0 to 18446744073709551615: a whole number, or 0x and up to 16
    /// hex digits.
    static bool parseUnsigned64(const QString &option, const QString &text, uint64_t *value, QString *error);
    /// The range parseUnsigned64 accepts, grouped as the other ranges: "0-18,446,744,073,709,551,615".
    static QString unsigned64Range();
    /// Resolves a list of addresses/ports/#positions (as --down accepts) to indices.
    static bool resolveServers(const ringcore::ServerList &servers, const QString &option, const QString &text,
                               QList<int> *indices, QString *error);

    /// Prints a JSON object (indented) to a stream.
    static void printJson(QTextStream &out, const QJsonObject &object);
};

} // namespace ringlab::cli
