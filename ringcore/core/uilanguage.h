#pragma once

#include <QString>
#include <QStringList>

class QTranslator;

namespace ringcore {

/// RingLab's translations, compiled into each program under ":/i18n/ringlab_<lang>.qm"
/// (ringlab_en.qm: only the English plural forms, "1 ring" / "2 rings"). Shared by the desktop
/// application (LanguageManager) and ringlab-cli, so both pick the same language the same way.
class UiLanguage
{
public:
    /// Languages with a compiled translation, plus "en" (the source language), "en" first.
    static QStringList available();
    /// The language to use for the user's UI languages (QLocale::system().uiLanguages(): from
    /// LANGUAGE, LC_ALL, LC_MESSAGES, LANG): the first with a translation, "zh_CN" for
    /// zh-Hans / zh-CN; English when none has one.
    static QString forSystem();
    /// The same for a given list of UI languages ("de-DE", "zh-Hans-CN", "en-US", …).
    static QString resolve(const QStringList &uiLanguages, const QStringList &available);
    /// Loads ":/i18n/ringlab_<language>.qm" into `translator`; false when there is none.
    static bool load(QTranslator &translator, const QString &language);
};

} // namespace ringcore
