#include "gui/settings/languagemanager.h"

#include "gui/settings/appsettings.h"
#include "ringcore/core/uilanguage.h"

#include <QApplication>
#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>
#include <QWidget>

namespace ringlab::gui {

LanguageManager::LanguageManager(QObject *parent)
    : QObject(parent)
{
}

LanguageManager *LanguageManager::instance()
{
    static LanguageManager *manager = new LanguageManager(QCoreApplication::instance());
    return manager;
}

QStringList LanguageManager::available()
{
    return ringcore::UiLanguage::available();
}

QString LanguageManager::nativeName(const QString &language)
{
    const QLocale locale(language);
    QString name = locale.nativeLanguageName();
    if (language == QLatin1String("en"))
        name = QStringLiteral("English");
    if (name.isEmpty())
        return language;
    return name.left(1).toUpper() + name.mid(1);
}

QString LanguageManager::resolve(const QString &language)
{
    const QStringList known = available();
    if (!language.isEmpty() && language != QLatin1String("system"))
        return known.contains(language) ? language : QString();
    // Follow the system: first UI language with a translation (zh_CN, then zh), else English.
    return ringcore::UiLanguage::resolve(QLocale::system().uiLanguages(), known);
}

bool LanguageManager::setLanguage(const QString &language)
{
    const QString target = resolve(language);
    if (target.isEmpty())
        return false;
    // Load first: a language whose file cannot be read is refused and the current one stays.
    // English is the source language; ringlab_en.qm adds its plural forms ("1 point", "2 points"),
    // and without it English still works, with "(s)".
    auto *translation = new QTranslator(this);
    if (!ringcore::UiLanguage::load(*translation, target)) {
        delete translation;
        translation = nullptr;
        if (target != QLatin1String("en"))
            return false;
    }
    auto *app = QCoreApplication::instance();
    for (QTranslator **old : {&m_app, &m_qt}) {
        if (*old) {
            app->removeTranslator(*old);
            delete *old;
            *old = nullptr;
        }
    }
    m_app = translation;
    if (target != QLatin1String("en")) {
        m_qt = new QTranslator(this);
        // Qt's own strings (standard buttons, file dialogs), when the system has them.
        if (m_qt->load(QStringLiteral("qtbase_") + target, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            app->installTranslator(m_qt);
        else {
            delete m_qt;
            m_qt = nullptr;
        }
    }
    if (m_app)
        app->installTranslator(m_app);
    // removeTranslator/installTranslator post LanguageChange; widgets retranslate themselves.
    m_current = target;
    QLocale::setDefault(QLocale(target));
    // Widgets took the default locale when they were made: give every window the new one (its
    // children follow), so spin boxes show "100.000" in German, not the English "100,000" that a
    // German reader takes for 100.
    for (QWidget *window : QApplication::topLevelWidgets())
        window->setLocale(QLocale(target));
    emit languageChanged(target);
    return true;
}

void LanguageManager::applySaved()
{
    if (!setLanguage(AppSettings::language()))
        setLanguage(QString());
}

} // namespace ringlab::gui
