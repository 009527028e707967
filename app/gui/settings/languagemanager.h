#pragma once

#include <QObject>
#include <QStringList>

class QTranslator;

namespace ringlab::gui {

/// Installs the translation of the chosen language from the compiled-in .qm resources
/// (":/i18n/ringlab_<lang>.qm") and swaps it at run time: widgets receive LanguageChange and
/// retranslate, no restart needed.
class LanguageManager : public QObject
{
    Q_OBJECT
public:
    static LanguageManager *instance();

    /// Languages with a compiled translation, plus "en" (the source language).
    static QStringList available();
    /// Native name of a language for the menu ("Deutsch", "简体中文").
    static QString nativeName(const QString &language);

    /// The language in use ("en", "de", "zh_CN").
    QString current() const { return m_current; }

    /// "" or "system" follows the system locale. Returns false (keeping the current language)
    /// when no translation exists for the request.
    bool setLanguage(const QString &language);

    /// Applies the saved choice (AppSettings::language()), falling back to the system language.
    void applySaved();

    /// The language a choice stands for ("system" or "" = the system's first with a translation,
    /// else English); "" for a language RingLab has no translation of.
    static QString resolve(const QString &language);

signals:
    void languageChanged(const QString &language);

private:
    explicit LanguageManager(QObject *parent = nullptr);

    QTranslator *m_app = nullptr;
    QTranslator *m_qt = nullptr;
    QString m_current = QStringLiteral("en");
};

} // namespace ringlab::gui
