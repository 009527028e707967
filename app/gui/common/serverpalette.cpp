#include "gui/common/serverpalette.h"

#include <cmath>

namespace ringlab::gui {

ServerPalette *ServerPalette::instance()
{
    static ServerPalette palette;
    return &palette;
}

void ServerPalette::setColourBlindSafe(bool on)
{
    if (m_colourBlindSafe == on)
        return;
    m_colourBlindSafe = on;
    emit changed();
}

QColor ServerPalette::serverColor(int server) const
{
    if (server < 0)
        return QColor(128, 128, 128);
    if (m_colourBlindSafe) {
        // Okabe & Ito (2008), without black: distinguishable under the common colour-vision deficiencies.
        static const QRgb okabeIto[] = {0xE69F00, 0x56B4E9, 0x009E73, 0xF0E442, 0x0072B2, 0xD55E00, 0xCC79A7};
        const QColor base = QColor::fromRgb(okabeIto[server % 7]);
        switch ((server / 7) % 3) {
        case 1:
            return base.darker(150);
        case 2:
            return base.lighter(130);
        default:
            return base;
        }
    }
    const double hue = std::fmod(server * 137.508, 360.0);
    const int saturation = (server % 2) ? 170 : 230;
    const int value = 150 + 50 * (server % 3);
    return QColor::fromHsv(int(hue), saturation, value);
}

QColor ServerPalette::survivorMoveColor() const
{
    return m_colourBlindSafe ? QColor(0xCC, 0x79, 0xA7) : QColor(220, 0, 180);
}

QColor ServerPalette::removedMoveColor() const
{
    return m_colourBlindSafe ? QColor(0x00, 0x72, 0xB2) : QColor(20, 20, 20);
}

QColor ServerPalette::accentColor() const
{
    return m_colourBlindSafe ? QColor(0xD5, 0x5E, 0x00) : QColor(230, 40, 40);
}

} // namespace ringlab::gui
