#pragma once

// The options of `ringlab-cli figure`, shared by ringlab-cli (which lists them in its --help and
// passes them on) and ringlab-figure (which parses them). Header-only: ringlab-cli links no GUI.

#include "ringcore/core/numbertext.h"
#include "ringcore/sim/spreadsweep.h"

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace ringlab::figureoptions {

/// The context lupdate files this file's free functions under (translations/*.ts).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::figureoptions)
};

/// The ranges of the spread sweep's options (ringlab-figure checks them; the help names them).
inline constexpr ringcore::Range kSweepServers = ringcore::SpreadSweep::kServers;
inline constexpr ringcore::Range kSweepRings = ringcore::SpreadSweep::kRings;
inline constexpr ringcore::Range kSweepMaxPoints = ringcore::SpreadSweep::kMaxPoints;

/// "2–100,000": a range as people read it, grouped like every other number of the CLI.
inline QString rangeText(ringcore::Range range)
{
    return ringcore::NumberText::integer(range.min) + QChar(0x2013) + ringcore::NumberText::integer(range.max);
}

inline QStringList kinds()
{
    return {QStringLiteral("ring"),    QStringLiteral("spread"),  QStringLiteral("removal"), QStringLiteral("compare"),
            QStringLiteral("advisor"), QStringLiteral("live"),    QStringLiteral("traffic"), QStringLiteral("gallery"),
            QStringLiteral("all")};
}

inline QString kindHelp()
{
    return Tr::tr("ring, spread, removal, compare, advisor, live (a saved live run, --run), traffic (the Traffic page's "
                  "charts for the experiment's traffic settings), gallery (published figures reproduced, with captions) "
                  "or all (every kind but traffic, and live only with --run)");
}

inline QList<QCommandLineOption> options()
{
    return {
        {QStringLiteral("experiment"), Tr::tr("Experiment file (default: the embedded default experiment)."), Tr::tr("file")},
        {QStringLiteral("config"),
         Tr::tr("Proxy config the advisor figure advises on (any format advise reads, detected from the file; "
                "default: an nginx upstream with the experiment's servers and hash $request_uri consistent)."),
         Tr::tr("file")},
        {QStringLiteral("run"),
         Tr::tr("Live run folder (with results.json, as measure --out or the Live page writes it) for the live figure; "
                "all includes it when given."),
         Tr::tr("dir")},
        {QStringLiteral("out"), Tr::tr("Output folder (default: figures)."), Tr::tr("dir"), QStringLiteral("figures")},
        {QStringLiteral("formats"), Tr::tr("Comma-separated: png, svg, pdf, csv, json (default: all five)."), Tr::tr("list"),
         QStringLiteral("png,svg,pdf,csv,json")},
        {QStringLiteral("size"),
         Tr::tr("Printed size: WxH with in, mm, pt or px (px = 1/96 in), e.g. 7x4.5in, 89x60mm, 504x324pt, 672x432; "
            "or a preset: column (3.5x2.45in, 8 pt), double (7.2x4.5in, 9 pt), slide (13.33x7.5in, 18 pt), "
            "or a journal's: acm-column (3.33 in wide), acm-double (7 in), ieee-column (3.5 in), ieee-double "
            "(7.16 in), lncs (4.8 in), elsevier-single (90 mm), elsevier-1.5 (140 mm), elsevier-double (190 mm). "
            "Default: double."),
         Tr::tr("size"), QStringLiteral("double")},
        {QStringLiteral("font"), Tr::tr("Base font size in points, 5–36 (default: suited to the size, 8 pt for a column)."),
         Tr::tr("pt")},
        {QStringLiteral("dpi"), Tr::tr("PNG resolution, 36–1200 (default 300); the layout does not change with it."),
         Tr::tr("n"), QStringLiteral("300")},
        {QStringLiteral("no-title"), Tr::tr("Leave the title out (the article's caption carries it).")},
        {QStringLiteral("all-series"),
         Tr::tr("Draw every series (the Spread charts' markers of every system) even where they do not fit the size; "
                "by default a figure that is too small for them shows the experiment's system and the ideal curves.")},
        {QStringLiteral("servers"), Tr::tr("Servers in the spread sweep, %1 (default: the experiment's).").arg(rangeText(kSweepServers)),
         Tr::tr("n")},
        {QStringLiteral("rings"), Tr::tr("Rings per setting in the spread sweep, %1 (default %2).")
             .arg(rangeText(kSweepRings), ringcore::NumberText::integer(ringcore::SpreadSweep::kDefaultRings)),
         Tr::tr("n"), QString::number(ringcore::SpreadSweep::kDefaultRings)},
        {QStringLiteral("max-points"), Tr::tr("Largest points per server in the sweep, %1 (default %2).")
             .arg(rangeText(kSweepMaxPoints), ringcore::NumberText::integer(ringcore::SpreadSweep::kDefaultMaxPoints)),
         Tr::tr("k"), QString::number(ringcore::SpreadSweep::kDefaultMaxPoints)},
    };
}

} // namespace ringlab::figureoptions
