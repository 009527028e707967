#pragma once

#include <QCoreApplication>
#include "ringcore/rings/algorithm.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace ringcore {

/// One option an algorithm accepts (shown by `--help`, as GUI fields, checked on build).
struct OptionSpec
{
    QString name;        ///< "points", "min-ring-size", …
    QString description; ///< one translated sentence
    QString defaultValue;
    double minimum = 0;
    double maximum = 0;
    QStringList choices; ///< non-empty for enumerated options ("next", "nearest"); then min/max unused
    bool integer = true; ///< numeric options: whole numbers only
    /// Free text (e.g. Varnish's Host header for by=HASH): any non-empty printable text up to
    /// 255 bytes without spaces; min/max/integer unused.
    bool text = false;
};

/// One row an algorithm adds to the Compare table's default list (CompareAnalysis::defaultSettings).
struct CompareDefault
{
    /// English source text in the context "CompareAnalysis" (mark it with QT_TRANSLATE_NOOP so
    /// lupdate files it there); null: the algorithm's display name.
    const char *label = nullptr;
    AlgorithmOptions options; ///< what the row sets beyond the defaults
    int weight = 1;           ///< every server's weight in this row
};

/// One marker a system adds to the Spread charts (CV, busiest, quietest against points per server):
/// its default setting, built on N equal servers and placed at its measured points per server.
struct SpreadMarker
{
    /// English source text in the context "SpreadMarker" (QT_TRANSLATE_NOOP); %1 is replaced by the
    /// measured points per server, e.g. "nginx (%1)" → "nginx (160)".
    const char *label = nullptr;
    AlgorithmOptions options; ///< what the marker sets beyond the defaults
    int weight = 1;           ///< every server's weight
};

/// The setting LookupTiming times an algorithm in at N servers (about 160 points a server for rings).
struct LookupTimingSetup
{
    AlgorithmOptions options; ///< beyond the defaults
    int weight = 1;           ///< every server's weight
};

/// What the registry knows about one algorithm.
struct AlgorithmInfo
{
    QString name;        ///< registry name, e.g. "nginx"
    QString displayName; ///< e.g. "nginx hash … consistent"
    QString description;
    /// The translation context of displayName, description and the options' descriptions. They
    /// are registered at start-up, before any translator is installed, so they hold the English
    /// source text; front ends translate them when shown (AlgorithmRegistry::translated…()).
    const char *trContext = nullptr;
    int minWeight = 1;
    int maxWeight = 1;
    /// Rings whose points are weight × a constant (nginx 160, HAProxy 16): that constant; 0 otherwise.
    int pointsPerWeight = 0;
    /// A key goes to the nearest point either side (HAProxy), not to the next one.
    bool nearestPoint = false;
    /// What the scheme keeps to route a key: ring points, a lookup table of slots (Maglev, modulo),
    /// or nothing (jump, rendezvous: it decides each key from the server list alone). Declared, so
    /// front ends know it without building an instance (a Maglev table is 65,537 slots);
    /// tst_algorithmkind checks it against a built instance of every registered algorithm.
    enum class Structure { Points, Table, Decision };
    Structure structure = Structure::Points;
    QList<OptionSpec> options;
    /// Its rows in the Compare table's default list; empty: one row, its display name, defaults.
    QList<CompareDefault> compareRows;
    /// Rows of algorithms with a rank come first, lowest first (the seed's comparison of real
    /// proxies); 0: after them, in registration order.
    int compareRank = 0;
    /// Its default(s) as markers on the Spread charts' points-per-server axis; empty: none.
    QList<SpreadMarker> spreadMarkers;
    /// A proxy that has no points (rendezvous/HRW: Caddy): its name in the context "SpreadMarker",
    /// named in the Spread charts' caption as left off the points axis. Null: not a proxy, or it has points.
    const char *spreadWithoutPoints = nullptr;
    /// Its setting in LookupTiming's sweep (`ringlab-cli bench lookup`, the lookup figures) for N
    /// servers; not set: its defaults at weight 1.
    std::function<LookupTimingSetup(int servers)> lookupTiming;
    /// Bytes the build would allocate, checked before building (refuse rather than crash).
    std::function<double(const ServerList &, const AlgorithmOptions &)> estimateBytes;
    /// Builds the algorithm or returns null and sets *error (naming the field and allowed range).
    std::function<std::unique_ptr<Algorithm>(const ServerList &, const AlgorithmOptions &, QString *error)>
        create;
};

/// The list of every algorithm RingLab offers. Algorithms register themselves from their own
/// .cpp file with RINGCORE_REGISTER_ALGORITHM, so adding one touches no shared file.
class AlgorithmRegistry
{
    Q_DECLARE_TR_FUNCTIONS(AlgorithmRegistry) // the context lupdate writes into translations/*.ts
public:
    static QList<AlgorithmInfo> all();   ///< sorted by registration order key, then name
    static const AlgorithmInfo *find(const QString &name);
    static QStringList names();

    /// Validates servers, weights and options against the algorithm's limits, checks the memory
    /// estimate against the limit, then builds. On failure returns null with *error set.
    static std::unique_ptr<Algorithm> create(const QString &name, const ServerList &servers,
                                             const AlgorithmOptions &options, QString *error);

    /// The one parser of an option value (choices, free text, whole or decimal numbers with the
    /// spec's range): false + *error naming the option and what it allows; else *normalised gets
    /// the form every port reads, every config is written with and results are stored in (numbers
    /// as plain digits: "1.01e2" → "101", "+5" → "5", "0.50" → "0.5"). create() uses it for every option.
    static bool normalise(const OptionSpec &spec, const QString &value, QString *normalised, QString *error);
    /// normalise() for every option of `options` that algorithm `name` declares (others are left
    /// for create() to refuse); false + *error at the first bad value.
    static bool normaliseOptions(const QString &name, AlgorithmOptions *options, QString *error);

    /// Bytes above which a build is refused: half of physical memory, or less when `ulimit -v`,
    /// the cgroup limit or free memory leave less (MemoryBudget).
    static double memoryLimitBytes();

    static bool add(int order, AlgorithmInfo info);
    /// Adds `choice` to an enumerated option of another algorithm, from the folder that implements
    /// it (a system's bounded-load rule): applied whichever of the two registers first.
    static bool addOptionChoice(const QString &algorithm, const QString &option, const QString &choice);

    /// A registered text (display name, description, option description) in the current language.
    static QString translated(const AlgorithmInfo &info, const QString &source);
    static QString translatedDisplayName(const AlgorithmInfo &info) { return translated(info, info.displayName); }
    static QString translatedDescription(const AlgorithmInfo &info) { return translated(info, info.description); }
    static QString translatedOption(const AlgorithmInfo &info, const QString &description)
    {
        return translated(info, description);
    }

    /// Reads a numeric option (or its default) after create() validated it.
    static double number(const AlgorithmInfo &info, const AlgorithmOptions &options, const QString &name);
    /// Whether a free-text option's value is allowed: 1-255 bytes, printable, no spaces.
    static bool validText(const QString &value);
    /// Reads an enumerated/text option (or its default).
    static QString text(const AlgorithmInfo &info, const AlgorithmOptions &options, const QString &name);
};

/// Registers an algorithm from its .cpp file: RINGCORE_REGISTER_ALGORITHM(10, makeNginxInfo())
#define RINGCORE_REGISTER_ALGORITHM(order, info)                                                   \
    namespace {                                                                                    \
    const bool ringcoreRegistered_##order = ::ringcore::AlgorithmRegistry::add(order, info);       \
    }

} // namespace ringcore
