"""Curated landmarks, venues and named natural places that the raw sources lack.

Our own table (facts: a name, common English alternates, an approximate centre and a radius that
covers the site). Columns: kind, name, alternates (";"-separated), latitude, longitude, ISO country,
radius in km. Kinds: landmark (buildings, monuments, venues, streets), park, natural.
"""

_TABLE = """
landmark|Eiffel Tower|Tour Eiffel|48.8584|2.2945|FR|0.5
landmark|Louvre|Louvre Museum;Musee du Louvre|48.8606|2.3376|FR|0.5
landmark|Notre-Dame de Paris|Notre Dame;Notre-Dame Cathedral|48.8530|2.3499|FR|0.3
landmark|Arc de Triomphe||48.8738|2.2950|FR|0.3
landmark|Sacre-Coeur|Sacre Coeur Basilica;Montmartre|48.8867|2.3431|FR|0.8
landmark|Palace of Versailles|Versailles Palace;Chateau de Versailles|48.8049|2.1204|FR|1.5
landmark|Mont Saint-Michel|Mont-Saint-Michel|48.6361|-1.5115|FR|2
landmark|Disneyland Paris||48.8722|2.7758|FR|2
landmark|Big Ben|Elizabeth Tower|51.5007|-0.1246|GB|0.3
landmark|Tower of London||51.5081|-0.0759|GB|0.4
landmark|Tower Bridge||51.5055|-0.0754|GB|0.3
landmark|London Eye||51.5033|-0.1196|GB|0.3
landmark|Buckingham Palace||51.5014|-0.1419|GB|0.5
landmark|Westminster Abbey||51.4993|-0.1273|GB|0.3
landmark|Trafalgar Square||51.5080|-0.1281|GB|0.3
park|Hyde Park||51.5073|-0.1657|GB|1.5
landmark|Stonehenge||51.1789|-1.8262|GB|1
landmark|Edinburgh Castle||55.9486|-3.1999|GB|0.4
park|Lake District|Lake District National Park|54.4609|-3.0886|GB|35
natural|Loch Ness||57.3229|-4.4244|GB|20
natural|Isle of Skye|Skye|57.2736|-6.2155|GB|40
landmark|Colosseum|Coliseum;Colosseo|41.8902|12.4922|IT|0.4
landmark|Trevi Fountain||41.9009|12.4833|IT|0.2
landmark|St. Peter's Basilica|St Peter's Square;Saint Peter's Basilica|41.9022|12.4539|VA|0.5
landmark|Leaning Tower of Pisa|Tower of Pisa|43.7230|10.3966|IT|0.3
landmark|Pompeii||40.7489|14.4848|IT|1.5
natural|Amalfi Coast||40.6333|14.6027|IT|25
natural|Cinque Terre||44.1280|9.7130|IT|10
natural|Lake Como|Como Lake|46.0160|9.2572|IT|25
natural|Dolomites||46.4102|11.8440|IT|60
landmark|Sagrada Familia||41.4036|2.1744|ES|0.3
park|Park Guell||41.4145|2.1527|ES|0.5
landmark|Alhambra||37.1761|-3.5881|ES|0.6
landmark|Acropolis|Parthenon|37.9715|23.7257|GR|0.4
natural|Santorini|Thira|36.3932|25.4615|GR|10
landmark|Brandenburg Gate|Brandenburger Tor|52.5163|13.3777|DE|0.3
landmark|Neuschwanstein Castle|Neuschwanstein|47.5576|10.7498|DE|1
landmark|Cologne Cathedral|Kolner Dom|50.9413|6.9583|DE|0.3
landmark|East Side Gallery|Berlin Wall|52.5050|13.4397|DE|1
landmark|Anne Frank House||52.3752|4.8840|NL|0.2
landmark|Atomium||50.8949|4.3415|BE|0.3
landmark|Charles Bridge||50.0865|14.4114|CZ|0.3
landmark|Prague Castle||50.0911|14.4016|CZ|0.5
natural|Matterhorn||45.9763|7.6586|CH|5
natural|Jungfrau||46.5367|7.9625|CH|5
natural|Mont Blanc||45.8326|6.8652|FR|8
landmark|Blue Lagoon||63.8804|-22.4495|IS|1
landmark|Red Square||55.7539|37.6208|RU|0.4
landmark|Kremlin|Moscow Kremlin|55.7520|37.6175|RU|0.5
landmark|Saint Basil's Cathedral|St. Basil's Cathedral|55.7525|37.6231|RU|0.2
landmark|Hagia Sophia|Aya Sofya|41.0086|28.9802|TR|0.3
landmark|Blue Mosque|Sultan Ahmed Mosque|41.0054|28.9768|TR|0.3
natural|Cappadocia||38.6431|34.8289|TR|40
landmark|Pyramids of Giza|Giza Pyramids;Great Pyramid;Great Pyramid of Giza|29.9792|31.1342|EG|1.5
landmark|Great Sphinx of Giza|Great Sphinx|29.9753|31.1376|EG|0.3
landmark|Petra||30.3285|35.4444|JO|3
landmark|Burj Khalifa||25.1972|55.2744|AE|0.3
landmark|Burj Al Arab||25.1412|55.1853|AE|0.3
landmark|Palm Jumeirah||25.1124|55.1390|AE|4
landmark|Western Wall|Wailing Wall|31.7767|35.2345|IL|0.2
natural|Dead Sea||31.5590|35.4732|IL|40
natural|Table Mountain||-33.9628|18.4098|ZA|4
landmark|Robben Island||-33.8067|18.3662|ZA|2
park|Kruger National Park|Kruger Park|-23.9884|31.5547|ZA|100
natural|Victoria Falls||-17.9243|25.8572|ZW|3
natural|Mount Kilimanjaro|Kilimanjaro|-3.0674|37.3556|TZ|20
park|Serengeti|Serengeti National Park|-2.3333|34.8333|TZ|80
park|Maasai Mara|Masai Mara|-1.4061|35.0000|KE|40
landmark|Taj Mahal||27.1751|78.0421|IN|0.5
landmark|Gateway of India||18.9220|72.8347|IN|0.2
landmark|Marine Drive||18.9432|72.8236|IN|2
landmark|India Gate||28.6129|77.2295|IN|0.3
landmark|Red Fort||28.6562|77.2410|IN|0.5
landmark|Qutub Minar|Qutb Minar|28.5245|77.1855|IN|0.3
landmark|Golden Temple|Harmandir Sahib|31.6200|74.8765|IN|0.3
landmark|Hawa Mahal||26.9239|75.8267|IN|0.2
landmark|Amber Fort|Amer Fort|26.9855|75.8513|IN|0.5
landmark|Mysore Palace||12.3052|76.6552|IN|0.3
natural|Mount Everest|Everest|27.9881|86.9250|NP|10
landmark|Great Wall of China|Great Wall|40.4319|116.5704|CN|10
landmark|Forbidden City||39.9163|116.3972|CN|0.7
landmark|Tiananmen Square|Tiananmen|39.9055|116.3976|CN|0.4
landmark|The Bund|Bund|31.2400|121.4900|CN|1
landmark|Terracotta Army|Terracotta Warriors|34.3853|109.2785|CN|1
natural|Victoria Peak||22.2759|114.1455|HK|1
natural|Victoria Harbour||22.2930|114.1694|HK|3
landmark|Tokyo Tower||35.6586|139.7454|JP|0.3
landmark|Tokyo Skytree|Skytree|35.7101|139.8107|JP|0.3
landmark|Shibuya Crossing||35.6595|139.7005|JP|0.3
landmark|Senso-ji|Sensoji|35.7148|139.7967|JP|0.3
landmark|Fushimi Inari|Fushimi Inari Shrine;Fushimi Inari Taisha|34.9671|135.7727|JP|1
landmark|Kinkaku-ji|Golden Pavilion;Kinkakuji|35.0394|135.7292|JP|0.3
natural|Arashiyama||35.0094|135.6668|JP|2
landmark|Itsukushima Shrine|Miyajima|34.2960|132.3198|JP|3
landmark|Hiroshima Peace Memorial|Atomic Bomb Dome;Peace Memorial Park|34.3955|132.4536|JP|0.5
landmark|Gyeongbokgung|Gyeongbokgung Palace|37.5796|126.9770|KR|0.6
landmark|N Seoul Tower|Namsan Tower;Seoul Tower|37.5512|126.9882|KR|0.5
landmark|Angkor Wat|Angkor|13.4125|103.8670|KH|3
natural|Ha Long Bay|Halong Bay|20.9101|107.1839|VN|25
landmark|Marina Bay Sands||1.2834|103.8607|SG|0.4
park|Gardens by the Bay||1.2816|103.8636|SG|0.6
natural|Sentosa|Sentosa Island|1.2494|103.8303|SG|2
landmark|Petronas Towers|Petronas Twin Towers|3.1579|101.7116|MY|0.3
landmark|Borobudur||-7.6079|110.2038|ID|1
landmark|Sydney Opera House||-33.8568|151.2153|AU|0.3
landmark|Sydney Harbour Bridge|Harbour Bridge|-33.8523|151.2108|AU|0.5
natural|Bondi Beach|Bondi|-33.8915|151.2767|AU|1.5
natural|Great Barrier Reef||-18.2871|147.6992|AU|300
natural|Twelve Apostles||-38.6621|143.1051|AU|2
landmark|Great Ocean Road||-38.6805|143.3915|AU|80
landmark|Melbourne Cricket Ground|MCG|-37.8200|144.9834|AU|0.5
natural|Barossa Valley|Barossa|-34.5333|138.9500|AU|20
natural|Rottnest Island|Rottnest|-32.0058|115.5121|AU|6
natural|Kangaroo Island||-35.7752|137.2142|AU|60
natural|Hamilton Island||-20.3500|148.9561|AU|3
natural|Whitsunday Islands|Whitsundays|-20.2500|148.9667|AU|30
natural|Blue Mountains||-33.7150|150.3110|AU|40
landmark|Thredbo|Thredbo Village|-36.5050|148.3060|AU|4
natural|Milford Sound||-44.6414|167.8974|NZ|10
landmark|Hobbiton||-37.8721|175.6829|NZ|1
landmark|Statue of Liberty|Lady Liberty|40.6892|-74.0445|US|0.3
landmark|Empire State Building||40.7484|-73.9857|US|0.2
landmark|Times Square||40.7580|-73.9855|US|0.3
park|Central Park||40.7829|-73.9654|US|2.5
landmark|Brooklyn Bridge||40.7061|-73.9969|US|0.5
landmark|Rockefeller Center|Top of the Rock|40.7587|-73.9787|US|0.3
landmark|One World Trade Center|Freedom Tower;World Trade Center;9/11 Memorial|40.7127|-74.0134|US|0.4
landmark|Grand Central Terminal|Grand Central;Grand Central Station|40.7527|-73.9772|US|0.2
park|High Line||40.7480|-74.0048|US|1.5
natural|Coney Island||40.5755|-73.9707|US|2
landmark|Golden Gate Bridge||37.8199|-122.4783|US|1.5
landmark|Alcatraz|Alcatraz Island|37.8270|-122.4230|US|0.5
landmark|Fisherman's Wharf||37.8080|-122.4177|US|0.6
landmark|Hollywood Sign||34.1341|-118.3215|US|0.5
landmark|Santa Monica Pier||34.0094|-118.4973|US|0.4
landmark|Griffith Observatory|Griffith Park|34.1184|-118.3004|US|1.5
landmark|Disneyland|Disneyland Resort|33.8121|-117.9190|US|1
landmark|Walt Disney World|Disney World;Magic Kingdom|28.3852|-81.5639|US|8
landmark|Universal Studios|Universal Studios Hollywood|34.1381|-118.3534|US|1
landmark|Las Vegas Strip|Vegas Strip|36.1147|-115.1728|US|4
landmark|Space Needle||47.6205|-122.3493|US|0.3
landmark|Pike Place Market|Pike Place|47.6097|-122.3422|US|0.3
landmark|Hoover Dam||36.0160|-114.7377|US|1.5
landmark|Lincoln Memorial||38.8893|-77.0502|US|0.3
landmark|White House||38.8977|-77.0365|US|0.3
landmark|Washington Monument||38.8895|-77.0353|US|0.3
park|National Mall||38.8896|-77.0230|US|2
landmark|United States Capitol|US Capitol;Capitol Building|38.8899|-77.0091|US|0.3
landmark|Gateway Arch||38.6247|-90.1848|US|0.4
landmark|Cloud Gate|The Bean|41.8827|-87.6233|US|0.2
park|Millennium Park||41.8826|-87.6226|US|0.6
landmark|Navy Pier||41.8917|-87.6086|US|0.4
landmark|Wrigley Field||41.9484|-87.6553|US|0.3
landmark|Fenway Park||42.3467|-71.0972|US|0.3
landmark|Yankee Stadium||40.8296|-73.9262|US|0.3
landmark|Madison Square Garden||40.7505|-73.9934|US|0.2
landmark|French Quarter||29.9584|-90.0644|US|1.2
landmark|Bourbon Street||29.9588|-90.0650|US|0.8
landmark|The Alamo|Alamo|29.4260|-98.4861|US|0.2
landmark|Kennedy Space Center||28.5729|-80.6490|US|5
natural|Waikiki|Waikiki Beach|21.2793|-157.8292|US|2
landmark|Pearl Harbor||21.3649|-157.9507|US|3
natural|Diamond Head||21.2614|-157.8056|US|1.5
natural|Napa Valley||38.5025|-122.2654|US|25
natural|Big Sur||36.2704|-121.8081|US|30
park|Banff National Park|Banff NP|51.4968|-115.9281|CA|50
park|Jasper National Park||52.8734|-117.9543|CA|60
landmark|CN Tower||43.6426|-79.3871|CA|0.3
park|High Park||43.6465|-79.4637|CA|1
park|Stanley Park||49.3017|-123.1417|CA|1.5
landmark|Parliament Hill||45.4236|-75.7009|CA|0.3
landmark|Old Quebec|Vieux-Quebec|46.8123|-71.2064|CA|1
landmark|Chichen Itza||20.6843|-88.5678|MX|1
landmark|Teotihuacan||19.6925|-98.8438|MX|2
landmark|Machu Picchu||-13.1631|-72.5450|PE|1.5
landmark|Christ the Redeemer|Cristo Redentor|-22.9519|-43.2105|BR|0.3
natural|Sugarloaf Mountain|Sugarloaf;Pao de Acucar|-22.9486|-43.1566|BR|0.5
natural|Copacabana|Copacabana Beach|-22.9711|-43.1822|BR|1.5
natural|Iguazu Falls|Iguacu Falls;Iguassu Falls|-25.6953|-54.4367|AR|3
natural|Perito Moreno Glacier|Perito Moreno|-50.4967|-73.1377|AR|5
park|Torres del Paine|Torres del Paine National Park|-50.9423|-73.4068|CL|40
natural|Galapagos Islands|Galapagos|-0.9538|-90.9656|EC|150
natural|Easter Island|Rapa Nui|-27.1127|-109.3497|CL|15
natural|Salar de Uyuni|Uyuni Salt Flats|-20.1338|-67.4891|BO|60
"""


def landmarks():
    """Yields (kind, name, [alternates], lat, lon, country, radius_km) for every curated row."""
    for line in _TABLE.strip().splitlines():
        kind, name, alts, lat, lon, cc, radius = line.split("|")
        yield (kind, name, [a for a in alts.split(";") if a], float(lat), float(lon), cc, float(radius))
