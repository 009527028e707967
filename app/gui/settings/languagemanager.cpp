#include "gui/settings/languagemanager.h"

#include "gui/settings/appsettings.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace ringlab::gui {

namespace {
const QString kPrefix = QStringLiteral(":/i18n/ringlab_");
} // namespace

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
    QStringList languages{QStringLiteral("en")};
    const QStringList files = QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("ringlab_*.qm")});
    // ringlab_en.qm holds only English plural forms ("1 point", "2 points"); English is listed once.
    for (const QString &file : files) {
        const QString language = file.mid(8, file.size() - 8 - 3);
        if (!languages.contains(language))
            languages << language;
    }
    return languages;
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
    for (const QString &ui : QLocale::system().uiLanguages()) {
        QString name = ui;
        name.replace(QLatin1Char('-'), QLatin1Char('_'));
        if (name.startsWith(QLatin1String("zh")) && (name.contains(QLatin1String("Hans")) || name.endsWith(QLatin1String("CN"))))
            name = QStringLiteral("zh_CN");
        if (known.contains(name))
            return name;
        const QString base = name.section(QLatin1Char('_'), 0, 0);
        if (known.contains(base))
            return base;
        if (base == QLatin1String("en"))
            return base;
    }
    return QStringLiteral("en");
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
    if (!translation->load(kPrefix + target + QStringLiteral(".qm"))) {
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
    emit languageChanged(target);
    return true;
}

void LanguageManager::applySaved()
{
    if (!setLanguage(AppSettings::language()))
        setLanguage(QString());
}

} // namespace ringlab::gui
