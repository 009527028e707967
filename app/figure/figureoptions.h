#pragma once

// The options of `ringlab-cli figure`, shared by ringlab-cli (which lists them in its --help and
// passes them on) and ringlab-figure (which parses them). Header-only: ringlab-cli links no GUI.

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace ringlab::figureoptions {

inline QString tr(const char *text)
{
    return QCoreApplication::translate("ringlab::FigureOptions", text);
}

inline QStringList kinds()
{
    return {QStringLiteral("ring"),    QStringLiteral("spread"),  QStringLiteral("removal"), QStringLiteral("compare"),
            QStringLiteral("advisor"), QStringLiteral("gallery"), QStringLiteral("all")};
}

inline QString kindHelp()
{
    return tr("ring, spread, removal, compare, advisor, gallery (published figures reproduced, with captions) or all");
}

inline QList<QCommandLineOption> options()
{
    return {
        {QStringLiteral("experiment"), tr("Experiment file (default: the embedded default experiment)."), tr("file")},
        {QStringLiteral("config"),
         tr("Proxy config the advisor figure advises on (nginx, HAProxy, Envoy or Istio; default: an nginx "
            "upstream with the experiment's servers and hash $request_uri consistent)."),
         tr("file")},
        {QStringLiteral("out"), tr("Output folder (default: figures)."), tr("dir"), QStringLiteral("figures")},
        {QStringLiteral("formats"), tr("Comma-separated: png, svg, pdf, csv, json (default: all five)."), tr("list"),
         QStringLiteral("png,svg,pdf,csv,json")},
        {QStringLiteral("size"),
         tr("Printed size: WxH with in, mm, pt or px (px = 1/96 in), e.g. 7x4.5in, 89x60mm, 504x324pt, 672x432; "
            "or a preset: column (3.5x2.45in, 8 pt), double (7.2x4.5in, 9 pt), slide (13.33x7.5in, 18 pt). "
            "Default: double."),
         tr("size"), QStringLiteral("double")},
        {QStringLiteral("font"), tr("Base font size in points, 5–36 (default: suited to the size, 8 pt for a column)."),
         tr("pt")},
        {QStringLiteral("dpi"), tr("PNG resolution, 36–1200 (default 300); the layout does not change with it."),
         tr("n"), QStringLiteral("300")},
        {QStringLiteral("no-title"), tr("Leave the title out (the article's caption carries it).")},
        {QStringLiteral("servers"), tr("Servers in the spread sweep, 2–100000 (default: the experiment's)."), tr("n")},
        {QStringLiteral("rings"), tr("Rings per setting in the spread sweep, 10–100000 (default 200)."), tr("n"),
         QStringLiteral("200")},
        {QStringLiteral("max-points"), tr("Largest points per server in the sweep, 2–1048576 (default 4096)."), tr("k"),
         QStringLiteral("4096")},
    };
}

} // namespace ringlab::figureoptions
