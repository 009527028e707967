#pragma once

#include "ringcore/advisor/advicereport.h"
#include "ringcore/core/numbertext.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

namespace ringcore {

/// Turns an AdviceReport into Markdown (CLI output, the Advisor page, Markdown/PDF export) or
/// JSON (`ringlab-cli advise --json`).
class AdviceReportFormatter
{
    // Every sentence of the report is translated in this one context (the GUI shows it in the
    // user's language; ringlab-cli loads no translation and prints English).
    Q_DECLARE_TR_FUNCTIONS(AdviceReportFormatter) // the context lupdate writes into translations/*.ts
public:
    /// The report in Markdown, its numbers in `numbers`: the UI locale (QLocale()) where people
    /// read it on screen, the default C notation where programs read it (`ringlab-cli advise`).
    static QString toMarkdown(const AdviceReport &report, const QLocale &numbers = NumberText::fileLocale());
    static QJsonObject toJson(const AdviceReport &report);

    /// "1.417×", in the locale of the report being formatted (C notation outside toMarkdown)
    static QString ratio(double value);
    /// "16.0%"
    static QString percent(double fraction, int decimals = 1);
    /// "76.8 KB"
    static QString bytes(double value);
};

} // namespace ringcore
